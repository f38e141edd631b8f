// reviews: anyone queries published reviews (query rule) or reads one published review;
// admins read all; no client writes. review_stats is public and read-only.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, useRulesHarness } from './helpers/env.js';

const h = useRulesHarness('reviews');
const byStatus = (actor: (typeof ACTORS)[number], status: string) =>
  h.db(actor).ref('reviews').orderByChild('status').equalTo(status);

describe('reviews · query rule', () => {
  test.each(ACTORS)('%s queries published reviews and gets only them', async (actor) => {
    const snap = await assertSucceeds(byStatus(actor, 'published').get());
    expect(Object.keys(snap.val() as object).sort()).toEqual(['r1', 'r4']);
  });

  test('the published query may be limited', async () => {
    const snap = await assertSucceeds(byStatus('visitor', 'published').limitToLast(1).get());
    expect(Object.keys(snap.val() as object)).toHaveLength(1);
  });

  test.each(['pending', 'hidden'])(
    "customers and visitors cannot query status '%s'",
    async (status) => {
      for (const actor of ['visitor', 'user', 'other'] as const)
        await assertFails(byStatus(actor, status).get());
    },
  );

  test('unfiltered, product and date queries are denied to non-admins', async () => {
    const reviews = h.db('visitor').ref('reviews');
    await assertFails(reviews.get());
    await assertFails(reviews.orderByChild('status').get());
    await assertFails(reviews.orderByChild('status').startAt('published').get());
    await assertFails(reviews.orderByChild('product_id').equalTo('p1').get());
    await assertFails(reviews.orderByChild('created_at').limitToLast(5).get());
  });

  test('admins query every status and by product', async () => {
    const admin = h.db('admin').ref('reviews');
    await assertSucceeds(admin.orderByChild('status').equalTo('pending').get());
    const byProduct = await assertSucceeds(admin.orderByChild('product_id').equalTo('p1').get());
    expect(Object.keys(byProduct.val() as object).sort()).toEqual(['r1', 'r2']);
    await assertSucceeds(admin.orderByChild('created_at').get());
  });
});

describe('reviews · single review and writes', () => {
  test('a published review is public, a pending or hidden one is not', async () => {
    await assertSucceeds(h.db('visitor').ref('reviews/r1').get());
    await assertFails(h.db('visitor').ref('reviews/r2').get());
    await assertFails(h.db('user').ref('reviews/r3').get());
    await assertSucceeds(h.db('admin').ref('reviews/r3').get());
  });

  test.each(ACTORS)('%s cannot write reviews or review stats', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref('reviews').push().set({ rating: 5, status: 'published' }));
    await assertFails(db.ref('reviews/r2/status').set('published'));
    await assertFails(db.ref('reviews/r1').remove());
    await assertFails(db.ref('review_stats/average').set(5));
  });

  test.each(ACTORS)('%s reads review_stats', async (actor) => {
    const snap = await assertSucceeds(h.db(actor).ref('review_stats').get());
    expect((snap.val() as { count: number }).count).toBe(2);
  });
});
