// payment_sessions: the sandbox's hosted page reads its session (order number, amount) as the
// customer who owns it; nobody else reads it, and no client writes it (functions only).
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, UID, useRulesHarness } from './helpers/env.js';

const h = useRulesHarness('payment-sessions');

const session = (id: string, uid: string) => ({
  session_id: id,
  provider: 'sandbox',
  order_id: `order-of-${id}`,
  number: 'FZ-2026-000001',
  user_id: uid,
  method: 'card',
  amount_cents: 29998,
  created_at: '2026-03-14T09:30:00.000Z',
});

async function seedSessions() {
  await h.seed('payment_sessions', {
    sbx_alice: session('sbx_alice', UID.user),
    sbx_bob: session('sbx_bob', UID.other),
  });
}

describe('payment_sessions', () => {
  test('the owner reads their session', async () => {
    await seedSessions();
    const snap = await assertSucceeds(h.db('user').ref('payment_sessions/sbx_alice').get());
    expect(snap.val()).toMatchObject({ user_id: UID.user, amount_cents: 29998 });
    await assertSucceeds(h.db('user').ref('payment_sessions/sbx_alice/amount_cents').get());
  });

  test('another customer, a visitor and a missing session are denied', async () => {
    await seedSessions();
    await assertFails(h.db('other').ref('payment_sessions/sbx_alice').get());
    await assertFails(h.db('user').ref('payment_sessions/sbx_bob').get());
    await assertFails(h.db('visitor').ref('payment_sessions/sbx_alice').get());
    await assertFails(h.db('user').ref('payment_sessions/sbx_nope').get());
  });

  test('no customer or visitor lists the sessions', async () => {
    await seedSessions();
    await assertFails(h.db('user').ref('payment_sessions').get());
    await assertFails(
      h.db('user').ref('payment_sessions').orderByChild('user_id').equalTo(UID.user).get(),
    );
    await assertFails(h.db('visitor').ref('payment_sessions').get());
  });

  test.each(ACTORS)('%s cannot create, change or delete a session', async (actor) => {
    await seedSessions();
    const db = h.db(actor);
    await assertFails(db.ref('payment_sessions/sbx_new').set(session('sbx_new', UID.user)));
    await assertFails(db.ref('payment_sessions/sbx_alice/amount_cents').set(1));
    await assertFails(db.ref('payment_sessions/sbx_alice').remove());
    expect(await h.peek('payment_sessions/sbx_alice/amount_cents')).toBe(29998);
  });
});
