// order_deletions/{order_id}: the trace adminDeleteOrder keeps of a deleted order (number,
// customer, totals, who and when). Written only by that callable; only admins read it — not
// even the customer the order belonged to.
import { beforeEach, describe, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, useRulesHarness } from './helpers/env.js';
import { NOW } from './helpers/fixtures.js';

const h = useRulesHarness('order-deletions');

const trace = (customer: string) => ({
  order_id: 'o9',
  number: 'FZ-2026-000009',
  user_id: customer,
  customer: 'Alice Martin',
  totals: { items: 49.9, shipping: 0, discount: 0, total: 49.9 },
  status: 'pending_payment',
  payment_method: 'bank_transfer',
  payment_status: 'pending',
  items: [{ product_id: 'p2', name: 'Pneu 11 pouces', quantity: 1 }],
  stock_restored: { p2: 1 },
  stock_restored_earlier: false,
  order_created_at: NOW,
  deleted_at: NOW,
  deleted_by: 'boss',
});

beforeEach(async () => {
  await h.seed('order_deletions/o9', trace('alice'));
});

describe('order deletions', () => {
  test('admins read the list and one trace', async () => {
    await assertSucceeds(h.db('admin').ref('order_deletions').get());
    await assertSucceeds(h.db('admin').ref('order_deletions/o9').get());
    await assertSucceeds(h.db('admin').ref('order_deletions/o9/number').get());
  });

  test.each(['visitor', 'user', 'other'] as const)('%s reads nothing of it', async (actor) => {
    // alice (user) was the customer of o9: still no access, the trace is the shop's.
    await assertFails(h.db(actor).ref('order_deletions').get());
    await assertFails(h.db(actor).ref('order_deletions/o9').get());
    await assertFails(h.db(actor).ref('order_deletions/o9/number').get());
    await assertFails(
      h.db(actor).ref('order_deletions').orderByChild('user_id').equalTo('alice').get(),
    );
  });

  test.each(ACTORS)('%s can neither write, change nor remove a trace', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref('order_deletions/o10').set(trace('alice')));
    await assertFails(db.ref('order_deletions/o9/deleted_by').set('alice'));
    await assertFails(db.ref('order_deletions/o9').update({ number: 'FZ-2026-000010' }));
    await assertFails(db.ref('order_deletions/o9').remove());
    await assertFails(db.ref('order_deletions').remove());
  });
});
