// stock_alerts/{id} and stock_alert_counts/{product}: written only by the stock-alert functions
// (functions/src/stock-alerts/). No client reads or writes an alert — not its subscriber, not an
// admin — so nobody can subscribe an address without its confirmation link, read who waits for a
// product or lift a link's hash; only admins read the counts of waiting people.
import { beforeEach, describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { STOCK_ALERT_COUNTS, STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { ACTORS, EMAIL, UID, useRulesHarness } from './helpers/env.js';
import { NOW } from './helpers/fixtures.js';

const h = useRulesHarness('stock-alerts');

const alert = (overrides: Record<string, unknown> = {}) => ({
  product_id: 'p1',
  email: EMAIL.user,
  user_id: UID.user,
  status: 'active',
  token_hash: 'a'.repeat(64),
  created_at: NOW,
  confirmation_sent_at: NOW,
  confirmed_at: NOW,
  expires_at: '2026-09-14T09:30:00.000Z',
  ...overrides,
});

beforeEach(async () => {
  await h.seed(`${STOCK_ALERTS}/a1`, alert());
  await h.seed(`${STOCK_ALERT_COUNTS}/p1`, 1);
});

describe('stock alerts', () => {
  test.each(ACTORS)('%s reads no alert, not even its own, by path or by query', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref(`${STOCK_ALERTS}/a1`).get());
    await assertFails(db.ref(`${STOCK_ALERTS}/a1/token_hash`).get());
    await assertFails(db.ref(STOCK_ALERTS).get());
    await assertFails(db.ref(STOCK_ALERTS).orderByChild('user_id').equalTo(UID.user).get());
    await assertFails(db.ref(STOCK_ALERTS).orderByChild('email').equalTo(EMAIL.user).get());
    await assertFails(db.ref(STOCK_ALERTS).orderByChild('product_id').equalTo('p1').get());
  });

  test.each(ACTORS)('%s cannot create, activate, edit or remove an alert', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref(`${STOCK_ALERTS}/new-${actor}`).set(alert({ status: 'pending' })));
    await assertFails(db.ref(STOCK_ALERTS).push().set(alert()));
    await assertFails(db.ref(`${STOCK_ALERTS}/a1/status`).set('active'));
    await assertFails(db.ref(`${STOCK_ALERTS}/a1`).update({ email: 'autre@example.fr' }));
    await assertFails(db.ref(`${STOCK_ALERTS}/a1`).remove());
    await assertFails(db.ref(STOCK_ALERTS).remove());
    expect(await h.peek(`${STOCK_ALERTS}/a1`)).toEqual(alert());
  });

  test.each(ACTORS)('%s cannot change the counts of waiting people', async (actor) => {
    const db = h.db(actor);
    await assertFails(db.ref(`${STOCK_ALERT_COUNTS}/p1`).set(99));
    await assertFails(db.ref(`${STOCK_ALERT_COUNTS}/p2`).set(1));
    await assertFails(db.ref(`${STOCK_ALERT_COUNTS}/p1`).remove());
    await assertFails(db.ref(STOCK_ALERT_COUNTS).set({}));
    expect(await h.peek(STOCK_ALERT_COUNTS)).toEqual({ p1: 1 });
  });

  test('only admins read the counts', async () => {
    await assertSucceeds(h.db('admin').ref(STOCK_ALERT_COUNTS).get());
    await assertSucceeds(h.db('admin').ref(`${STOCK_ALERT_COUNTS}/p1`).get());
    for (const actor of ['visitor', 'user', 'other'] as const) {
      await assertFails(h.db(actor).ref(STOCK_ALERT_COUNTS).get());
      await assertFails(h.db(actor).ref(`${STOCK_ALERT_COUNTS}/p1`).get());
    }
  });
});
