// Review moderation by the admin: who may call the review callables, bad input refused in French
// with nothing written, and add / edit / publish / hide / reply / delete with review_stats/site
// following the published site reviews; no admin can grant « Avis vérifié » (refusals with a
// reason: reviews-refusal.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewInput } from '@fohzshop/shared/schemas/review';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { resetDatabase, seedProduct } from './support/seed.js';

let admin: Account;
let customer: Account;

const input = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  rating: 4,
  title: 'Très bon vendeur',
  body: 'Trottinette reçue en parfait état, conseils utiles au téléphone.',
  author_name: 'Claire P.',
  source: 'site',
  status: 'published',
  ...overrides,
});

const save = (data: unknown) => succeed<{ review_id: string }>('adminSaveReview', data, admin);
const stored = (id: string) => read<Review>(`reviews/${id}`);

beforeAll(async () => {
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
});
beforeEach(async () => {
  await resetDatabase();
  await seedProduct('dualtron-thunder-3');
  await db()
    .ref('reviews/existing')
    .set({
      ...input({ rating: 2 }),
      review_id: 'existing',
      user_id: 'client-1',
      verified_purchase: true,
      created_at: '2026-01-05T10:00:00.000Z',
    });
});
afterAll(closeAdmin);

describe('access', () => {
  const requests: Record<string, unknown> = {
    adminSaveReview: { review: input() },
    adminDeleteReview: { review_id: 'existing' },
    adminRefuseReview: { review_id: 'existing', reason: 'Propos hors sujet, sans rapport.' },
    syncReviewRatings: {},
  };
  const refused: [string, () => Caller, string, string][] = [
    ['visitor', () => VISITOR, 'unauthenticated', MESSAGES.unauthenticated],
    ['signed-in customer', () => customer, 'permission-denied', MESSAGES.permissionDenied],
  ];
  describe.each(Object.keys(requests))('%s', (name) => {
    it.each(refused)('refuses a %s and writes nothing', async (_who, caller, code, message) => {
      const before = await dump();
      expect(await call(name, requests[name], caller())).toMatchObject({
        ok: false,
        code,
        message,
      });
      expect(await dump()).toEqual(before);
    });
  });
});

describe('bad input', () => {
  const bad: [string, unknown][] = [
    ['no review', {}],
    ['rating 6', { review: input({ rating: 6 }) }],
    ['rating 3.5', { review: input({ rating: 3.5 }) }],
    ['empty title', { review: input({ title: '  ' }) }],
    ['unknown status', { review: { ...input(), status: 'draft' } }],
    ['unknown source', { review: { ...input(), source: 'trustpilot' } }],
    ['extra field', { review: { ...input(), created_at: '2020-01-01T00:00:00.000Z' } }],
    ['reply too long', { review: input({ reply: 'x'.repeat(2001) }) }],
    ['bad review id', { review_id: 'a/b', review: input() }],
    ['bad product id', { review: input({ product_id: 'a.b' }) }],
    // « Avis vérifié » is the server's, from a delivered order: never an admin's to give.
    ['the verified mark', { review: { ...input(), verified_purchase: true } }],
  ];
  it.each(bad)(
    'adminSaveReview refuses %s: invalid-argument, nothing written',
    async (_w, data) => {
      const before = await dump();
      const outcome = await call('adminSaveReview', data, admin);
      expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
      expect(outcome.ok ? '' : outcome.message).toMatch(/[éèà]|^(Le|La|Les|Champ)/);
      expect(await dump()).toEqual(before);
    },
  );

  it.each([
    ['no id', {}],
    ['bad id', { review_id: 'a#b' }],
    ['extra field', { review_id: 'existing', force: true }],
  ])('adminDeleteReview refuses %s and deletes nothing', async (_w, data) => {
    const before = await dump();
    const outcome = await call('adminDeleteReview', data, admin);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await dump()).toEqual(before);
  });

  it('syncReviewRatings refuses a non-empty request', async () => {
    const before = await dump();
    const outcome = await call('syncReviewRatings', { force: true }, admin);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await dump()).toEqual(before);
  });

  it('refuses an unknown product or review: not-found, nothing written', async () => {
    const before = await dump();
    expect(
      await call('adminSaveReview', { review: input({ product_id: 'inconnu' }) }, admin),
    ).toMatchObject({ ok: false, code: 'not-found', message: REVIEW_MESSAGES.productNotFound });
    expect(
      await call('adminSaveReview', { review_id: 'inconnu', review: input() }, admin),
    ).toMatchObject({ ok: false, code: 'not-found', message: REVIEW_MESSAGES.notFound });
    expect(await call('adminDeleteReview', { review_id: 'inconnu' }, admin)).toMatchObject({
      ok: false,
      code: 'not-found',
      message: REVIEW_MESSAGES.notFound,
    });
    expect(await dump()).toEqual(before);
  });
});

describe('adminSaveReview', () => {
  it('adds a review with dates and a reply, and refreshes the site average', async () => {
    const { review_id } = await save({
      review: input({ rating: 5, product_id: 'dualtron-thunder-3', reply: 'Merci Claire !' }),
    });
    const review = await stored(review_id);
    expect(review).toMatchObject({
      review_id,
      rating: 5,
      product_id: 'dualtron-thunder-3',
      source: 'site',
      status: 'published',
      reply: { text: 'Merci Claire !', replied_at: review!.created_at },
    });
    expect(review!.updated_at).toBe(review!.created_at);
    // (2 + 5) / 2
    expect(await read('review_stats/site')).toEqual({ average: 3.5, count: 2 });
  });

  it('edits a review: keeps author account and creation date, publishes and hides', async () => {
    await save({ review_id: 'existing', review: input({ rating: 3, status: 'hidden' }) });
    const hidden = await stored('existing');
    expect(hidden).toMatchObject({
      rating: 3,
      status: 'hidden',
      user_id: 'client-1',
      created_at: '2026-01-05T10:00:00.000Z',
    });
    expect(hidden!.updated_at! > hidden!.created_at).toBe(true);
    expect(await read('review_stats/site')).toEqual({ average: 0, count: 0 });
    await save({ review_id: 'existing', review: input({ rating: 3, status: 'published' }) });
    expect(await read('reviews/existing/status')).toBe('published');
    expect(await read('review_stats/site')).toEqual({ average: 3, count: 1 });
  });

  it('replies as the shop: same text keeps its date, absent keeps it, empty removes it', async () => {
    await save({ review_id: 'existing', review: input({ reply: 'Merci pour votre retour.' }) });
    const first = (await stored('existing'))!.reply!;
    expect(first.text).toBe('Merci pour votre retour.');
    await save({ review_id: 'existing', review: input({ reply: 'Merci pour votre retour.' }) });
    await save({ review_id: 'existing', review: input() });
    expect((await stored('existing'))!.reply).toEqual(first);
    await save({ review_id: 'existing', review: input({ reply: '' }) });
    expect((await stored('existing'))!.reply).toBeUndefined();
  });

  it('never makes a review « Avis vérifié », keeps the mark it had, dates its publication', async () => {
    const { review_id } = await save({ review: input({ status: 'pending' }) });
    const created = await stored(review_id);
    expect(created).toMatchObject({ verified_purchase: false, status: 'pending' });
    expect(created!.published_at).toBeUndefined();
    await save({ review_id, review: input() });
    const published = (await stored(review_id))!;
    expect(published.verified_purchase).toBe(false);
    expect(published.published_at).toBe(published.updated_at);
    await save({ review_id, review: input({ status: 'hidden' }) });
    await save({ review_id, review: input({ title: 'Republié' }) });
    // The first publication stays the publication date.
    expect((await stored(review_id))!.published_at).toBe(published.published_at);
    // The stored mark of a customer's verified review survives the admin's edits.
    await save({ review_id: 'existing', review: input({ rating: 1 }) });
    expect(await read('reviews/existing/verified_purchase')).toBe(true);
  });

  it('drops a product link that the edit removes', async () => {
    await save({ review_id: 'existing', review: input({ product_id: 'dualtron-thunder-3' }) });
    expect(await read('reviews/existing/product_id')).toBe('dualtron-thunder-3');
    await save({ review_id: 'existing', review: input() });
    expect(await read('reviews/existing/product_id')).toBeNull();
  });
});

describe('adminDeleteReview', () => {
  it('deletes the review and refreshes the site average', async () => {
    await save({ review: input({ rating: 5 }) });
    expect(await succeed('adminDeleteReview', { review_id: 'existing' }, admin)).toEqual({
      ok: true,
    });
    expect(await read('reviews/existing')).toBeNull();
    expect(await read('review_stats/site')).toEqual({ average: 5, count: 1 });
  });
});
