// orders: the owner reads through the query rule orderByChild('user_id').equalTo(uid) or one
// order at a time; admins read everything; no client writes at all.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, useRulesHarness } from './helpers/env.js';

const h = useRulesHarness('orders');
const byUser = (actor: (typeof ACTORS)[number], uid: string) =>
  h.db(actor).ref('orders').orderByChild('user_id').equalTo(uid);

describe('orders · query rule', () => {
  test('the owner queries their own orders and gets only them', async () => {
    const snap = await assertSucceeds(byUser('user', 'alice').get());
    expect(Object.keys(snap.val() as object).sort()).toEqual(['o1', 'o3']);
  });

  test('the own-orders query may be limited and still passes', async () => {
    const snap = await assertSucceeds(byUser('user', 'alice').limitToLast(1).get());
    expect(Object.keys(snap.val() as object)).toHaveLength(1);
  });

  test('a user without orders gets an empty result', async () => {
    const snap = await assertSucceeds(
      h.as('carol').ref('orders').orderByChild('user_id').equalTo('carol').get(),
    );
    expect(snap.exists()).toBe(false);
  });

  test("querying someone else's orders is denied", async () => {
    await assertFails(byUser('other', 'alice').get());
    await assertFails(byUser('user', 'bob').get());
  });

  test('a visitor cannot query orders, even with an empty uid', async () => {
    await assertFails(byUser('visitor', 'alice').get());
    await assertFails(byUser('visitor', '').get());
  });

  test('unfiltered and other queries are denied to customers', async () => {
    const orders = h.db('user').ref('orders');
    await assertFails(orders.get());
    await assertFails(orders.orderByChild('user_id').get());
    await assertFails(orders.orderByChild('user_id').startAt('alice').get());
    await assertFails(orders.orderByChild('status').equalTo('paid').get());
    await assertFails(orders.orderByKey().equalTo('o1').get());
    await assertFails(orders.limitToFirst(10).get());
  });

  test('a live listener on the own-orders query receives the orders', async () => {
    const query = byUser('user', 'alice');
    const keys = await new Promise<string[]>((resolve, reject) => {
      query.on(
        'value',
        (snap) => resolve(Object.keys((snap.val() ?? {}) as object).sort()),
        (error: Error) => reject(error),
      );
    });
    query.off();
    expect(keys).toEqual(['o1', 'o3']);
  });

  test('admins query by user, status and date, and read everything', async () => {
    const admin = h.db('admin').ref('orders');
    await assertSucceeds(admin.orderByChild('user_id').equalTo('bob').get());
    await assertSucceeds(admin.orderByChild('status').equalTo('paid').get());
    await assertSucceeds(admin.orderByChild('created_at').limitToLast(20).get());
    const all = await assertSucceeds(admin.get());
    expect(Object.keys(all.val() as object)).toHaveLength(3);
  });
});

describe('orders · single order', () => {
  test('the owner reads their order, not another one', async () => {
    const snap = await assertSucceeds(h.db('user').ref('orders/o1').get());
    expect((snap.val() as { user_id: string }).user_id).toBe('alice');
    await assertFails(h.db('user').ref('orders/o2').get());
    await assertFails(h.db('other').ref('orders/o1').get());
  });

  test('a missing order reads as denied for customers (no user_id to match)', async () => {
    await assertFails(h.db('user').ref('orders/nope').get());
  });

  test.each(ACTORS)('%s cannot create, change or delete orders', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref('orders/o9').set({ user_id: 'alice', status: 'paid' }));
    await assertFails(db.ref('orders/o1/status').set('delivered'));
    await assertFails(db.ref('orders/o1').update({ 'totals/total': 0 }));
    await assertFails(db.ref('orders/o1').remove());
    await assertFails(db.ref('orders').push().set({ user_id: 'alice' }));
  });
});
