// submitReview over HTTP: signed-in only, pending moderation, « Avis vérifié » only with a
// delivered order of the product by the same customer (its delivery day is the date of the
// experience), one review per customer and product; bad input changes nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

/** The review id submitReview derives (functions/src/reviews/submit-review.ts): no uid in it. */
const reviewIdFor = (uid: string, productId: string | undefined): string =>
  `site-${createHash('sha256')
    .update(`review:${uid}:${productId ?? ''}`)
    .digest('hex')
    .slice(0, 24)}`;

let buyer: Account;
let browser: Account;

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Superbe trottinette',
  body: 'Livrée vite, freine fort et tient la charge.',
  product_id: 'rv-scooter',
  ...overrides,
});

/** A stored order of `uid` containing `productId`, in the given delivery status. */
async function seedOrder(uid: string, productId: string, delivery: string): Promise<void> {
  const at = '2026-02-01T09:00:00.000Z';
  await db()
    .ref(`orders/o-${uid}-${productId}-${delivery}`)
    .set({
      order_id: `o-${uid}-${productId}-${delivery}`,
      user_id: uid,
      items: [
        {
          product_id: productId,
          name: 'X',
          brand: 'Dualtron',
          type: 'Trottinette électrique',
          unit_price: 10,
          quantity: 1,
        },
      ],
      delivery: {
        status: delivery,
        ...(delivery === 'delivered' && { delivered_at: '2026-02-04T15:30:00.000Z' }),
      },
      status: delivery === 'delivered' ? 'delivered' : 'shipped',
      created_at: at,
    });
}

beforeAll(async () => {
  await resetDatabase();
  await Promise.all([seedProduct('rv-scooter'), seedProduct('rv-part'), seedProduct('rv-other')]);
  [buyer, browser] = await Promise.all([newAccount(), newAccount()]);
  await seedUserRecord(buyer.uid, { first_name: 'Léa', last_name: 'martin', email: buyer.email });
  await seedOrder(buyer.uid, 'rv-scooter', 'delivered');
  await seedOrder(buyer.uid, 'rv-part', 'shipped');
});
afterAll(closeAdmin);

describe('submitReview', () => {
  it('marks a delivered purchase as verified and keeps the review pending', async () => {
    const outcome = await call('submitReview', review(), buyer);
    const id = reviewIdFor(buyer.uid, 'rv-scooter');
    expect(id).toMatch(/^site-[0-9a-f]{24}$/);
    expect(outcome).toEqual({ ok: true, result: { review_id: id, verified_purchase: true } });
    // No uid in the review (public once published): its author is kept apart, admins only.
    expect(await read(`review_authors/${id}`)).toBe(buyer.uid);
    expect(await read(`reviews/${id}`)).toEqual({
      review_id: id,
      rating: 5,
      title: 'Superbe trottinette',
      body: 'Livrée vite, freine fort et tient la charge.',
      author_name: 'Léa M.',
      product_id: 'rv-scooter',
      source: 'site',
      verified_purchase: true,
      experience_date: '2026-02-04',
      status: 'pending',
      created_at: expect.any(String),
    });
  });

  it("does not verify an order not delivered yet, nor another customer's delivered order", async () => {
    expect(await call('submitReview', review({ product_id: 'rv-part' }), buyer)).toMatchObject({
      ok: true,
      result: { verified_purchase: false },
    });
    // The buyer's delivered order of rv-scooter verifies nobody else's review of it.
    const outcome = await call('submitReview', review(), browser);
    expect(outcome).toMatchObject({ ok: true, result: { verified_purchase: false } });
    const stored = await read<Record<string, unknown>>(
      `reviews/${reviewIdFor(browser.uid, 'rv-scooter')}`,
    );
    expect(stored).toMatchObject({ verified_purchase: false, status: 'pending' });
    expect(stored).not.toHaveProperty('experience_date');
  });

  it('takes a review of the shop itself, verified by any delivered order', async () => {
    expect(await call('submitReview', review({ product_id: undefined }), buyer)).toMatchObject({
      ok: true,
      result: { review_id: reviewIdFor(buyer.uid, undefined), verified_purchase: true },
    });
  });

  it('refuses a second review, a visitor, an unknown product and bad input, changing nothing', async () => {
    const before = await dump();
    const cases: [unknown, Account | typeof VISITOR, string, RegExp][] = [
      [review(), buyer, 'already-exists', /déjà donné votre avis sur ce produit/],
      [review({ product_id: undefined }), buyer, 'already-exists', /avis sur la boutique/],
      [review({ product_id: 'rv-other', rating: 4 }), VISITOR, 'unauthenticated', /connecté/],
      [review({ product_id: 'no-such-product' }), browser, 'not-found', /Produit introuvable/],
      [review({ rating: 6 }), browser, 'invalid-argument', /./],
      [review({ rating: 0 }), browser, 'invalid-argument', /./],
      [review({ rating: 4.5 }), browser, 'invalid-argument', /./],
      [review({ title: '   ' }), browser, 'invalid-argument', /./],
      [review({ body: 'Court' }), browser, 'invalid-argument', /./],
      [review({ verified_purchase: true }), browser, 'invalid-argument', /./],
      [review({ status: 'published' }), browser, 'invalid-argument', /./],
      [review({ product_id: 'a/b' }), browser, 'invalid-argument', /./],
      ['pas un objet', browser, 'invalid-argument', /./],
    ];
    for (const [data, who, code, message] of cases) {
      const outcome = await call('submitReview', data, who);
      expect(outcome, JSON.stringify(data)).toMatchObject({ ok: false, code });
      const text = outcome.ok ? '' : outcome.message;
      expect(text).toMatch(message);
      expect(text).not.toMatch(/^(Invalid|Expected|Unrecognized|Too (big|small)|Required)/m);
    }
    expect(await dump()).toEqual(before);
  });

  it('makes one review when the same customer submits twice at once', async () => {
    const outcomes = await Promise.all([
      call('submitReview', review({ product_id: 'rv-other' }), buyer),
      call('submitReview', review({ product_id: 'rv-other', rating: 3 }), buyer),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      expect.objectContaining({ code: 'already-exists' }),
    ]);
  });
});
