// payment_incidents/{id}: what the webhooks did not apply (another order's session, a test
// payment on a live shop, a wrong amount…) and the payments sent back for closed orders. Written
// by the webhooks only; only admins read it — not even the customer the order belongs to.
// refund_requests/{order_id}: the refund lock and request keys, the server's alone.
import { beforeEach, describe, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, useRulesHarness } from './helpers/env.js';
import { NOW } from './helpers/fixtures.js';

const h = useRulesHarness('payment-incidents');

const incident = {
  incident_id: 'stripe-evt_1-wrong_payment',
  provider: 'stripe',
  event_id: 'evt_1',
  event_type: 'checkout.session.completed',
  order_id: 'o1',
  provider_ref: 'cs_test_other',
  reason: 'wrong_payment',
  label: "Le paiement n'est pas celui de la commande",
  amount_cents: 29998,
  currency: 'eur',
  expected_cents: 29998,
  action: 'ignored',
  created_at: NOW,
};
const lock = {
  lease: { request_key: 'rq-1', until: NOW, by: 'boss' },
  requests: {
    'rq-1': { idempotency_key: 'refund-o1-rq-1', cents: 100, by: 'boss', created_at: NOW },
  },
};

beforeEach(async () => {
  await h.seed('payment_incidents/stripe-evt_1-wrong_payment', incident);
  await h.seed('refund_requests/o1', lock);
});

describe('payment incidents', () => {
  test('admins read the list and one incident', async () => {
    await assertSucceeds(h.db('admin').ref('payment_incidents').get());
    await assertSucceeds(h.db('admin').ref('payment_incidents/stripe-evt_1-wrong_payment').get());
    await assertSucceeds(h.db('admin').ref('payment_incidents').orderByChild('created_at').get());
  });

  test.each(['visitor', 'user', 'other'] as const)('%s reads nothing of them', async (actor) => {
    // alice (user) owns order o1: still no access, the incident is the shop's.
    await assertFails(h.db(actor).ref('payment_incidents').get());
    await assertFails(h.db(actor).ref('payment_incidents/stripe-evt_1-wrong_payment').get());
    await assertFails(
      h.db(actor).ref('payment_incidents').orderByChild('order_id').equalTo('o1').get(),
    );
  });

  test.each(ACTORS)('%s can neither write, change nor remove an incident', async (actor) => {
    const db = h.db(actor);
    await assertFails(
      db.ref('payment_incidents/forged').set({ ...incident, incident_id: 'forged' }),
    );
    await assertFails(
      db.ref('payment_incidents/stripe-evt_1-wrong_payment/action').set('refunded'),
    );
    await assertFails(db.ref('payment_incidents/stripe-evt_1-wrong_payment').remove());
    await assertFails(db.ref('payment_incidents').remove());
  });
});

describe('refund requests (the refund lock)', () => {
  test.each(ACTORS)('%s can neither read nor touch them', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref('refund_requests').get());
    await assertFails(db.ref('refund_requests/o1').get());
    // Freeing the lock or forging a request would let a refund reach the provider twice.
    await assertFails(db.ref('refund_requests/o1/lease').remove());
    await assertFails(db.ref('refund_requests/o1/requests/rq-2').set(lock.requests['rq-1']));
  });
});
