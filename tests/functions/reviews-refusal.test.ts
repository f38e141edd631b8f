// Refusing a customer's review (L111-7-2): only with a reason, which its author — and only its
// author — receives by e-mail and reads in their account (myReviews); bad input changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewInput } from '@fohzshop/shared/schemas/review';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { MAIL_API } from './support/stack.js';

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
  // A review the shop wrote itself: no customer author to tell.
  await db()
    .ref('reviews/existing')
    .set({
      ...input({ rating: 2 }),
      review_id: 'existing',
      verified_purchase: false,
      created_at: '2026-01-05T10:00:00.000Z',
    });
});
afterAll(closeAdmin);

type Mail = { subject: string; to: { address: string }[]; text: string };
const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(MAIL_API)).json()) as Mail[]).filter((mail) =>
    mail.to.some((to) => to.address === address),
  );

describe("refusing a customer's review", () => {
  const REASON =
    'Votre avis cite le nom complet d’un livreur : nous ne publions pas de données personnelles.';
  /** A pending review by `author`, as submitReview stores it (its author kept apart). */
  async function seedAuthored(id: string, author: Account): Promise<void> {
    await db()
      .ref(`reviews/${id}`)
      .set({
        ...input({ status: 'pending' }),
        review_id: id,
        product_id: 'dualtron-thunder-3',
        verified_purchase: false,
        created_at: '2026-03-01T10:00:00.000Z',
      });
    await db().ref(`review_authors/${id}`).set(author.uid);
  }
  const refuse = (data: unknown) => call('adminRefuseReview', data, admin);

  it('is never just hidden: hiding it asks for a reason and writes nothing', async () => {
    await seedAuthored('authored', customer);
    const before = await dump();
    expect(
      await call(
        'adminSaveReview',
        { review_id: 'authored', review: input({ status: 'hidden' }) },
        admin,
      ),
    ).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: REVIEW_MESSAGES.refuseWithReason,
    });
    expect(await dump()).toEqual(before);
  });

  it('refuses bad input, a review without a customer author and an unknown one, writing nothing', async () => {
    await seedAuthored('authored', customer);
    const before = await dump();
    const cases: [unknown, string, RegExp | string][] = [
      [{ review_id: 'authored', reason: 'Non.' }, 'invalid-argument', /./],
      [{ review_id: 'authored', reason: 'x'.repeat(501) }, 'invalid-argument', /./],
      [{ review_id: 'authored' }, 'invalid-argument', /./],
      [{ review_id: 'authored', reason: REASON, notify: false }, 'invalid-argument', /./],
      [
        { review_id: 'existing', reason: REASON },
        'failed-precondition',
        REVIEW_MESSAGES.refuseNoAuthor,
      ],
      [{ review_id: 'inconnu', reason: REASON }, 'not-found', REVIEW_MESSAGES.notFound],
    ];
    for (const [data, code, message] of cases) {
      const outcome = await refuse(data);
      expect(outcome, JSON.stringify(data)).toMatchObject({ ok: false, code });
      expect(outcome.ok ? '' : outcome.message).toMatch(message);
    }
    expect(await dump()).toEqual(before);
  });

  it('stores the reason, e-mails it to the author, who alone reads it in their account', async () => {
    const other = await newAccount();
    await seedAuthored('authored', customer);
    await seedAuthored('other-review', other);
    expect(await refuse({ review_id: 'authored', reason: REASON })).toEqual({
      ok: true,
      result: { ok: true, emailed: true },
    });
    const review = (await stored('authored'))!;
    expect(review).toMatchObject({ status: 'hidden', refusal: { reason: REASON } });
    expect(review.refusal!.refused_at).toBe(review.updated_at);
    // The e-mail: the reason, to the author's address, never the review's own text.
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toMatch(/Votre avis n’a pas été publié/);
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).not.toContain(review.body);
    // In the account: the author reads the reason; another customer does not see it at all.
    const mine = await call('myReviews', {}, customer);
    expect(mine).toMatchObject({
      ok: true,
      result: {
        reviews: [{ review_id: 'authored', status: 'hidden', refusal: { reason: REASON } }],
      },
    });
    const theirs = await call('myReviews', {}, other);
    expect(theirs).toMatchObject({
      ok: true,
      result: { reviews: [{ review_id: 'other-review' }] },
    });
    expect(JSON.stringify(theirs)).not.toContain(REASON);
    expect(await call('myReviews', {}, VISITOR)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    // Published after all: the refusal is gone, from the review and from the account.
    await save({ review_id: 'authored', review: input({ product_id: 'dualtron-thunder-3' }) });
    expect(await read('reviews/authored/refusal')).toBeNull();
    expect(await call('myReviews', {}, customer)).toMatchObject({
      ok: true,
      result: { reviews: [{ review_id: 'authored', status: 'published' }] },
    });
  });
});
