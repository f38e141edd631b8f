// Back-in-stock alerts that nobody can turn against an address or an account: one address gets
// at most STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY confirmation e-mails a day whoever asks, one
// connection is capped like the other public callables (settings/abuse_limits), a refused request
// writes nothing; and the customer's data export and account deletion include the alerts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES } from '@fohzshop/shared/abuse-limits';
import {
  STOCK_ALERT_COUNTS,
  STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY,
  STOCK_ALERT_TEXTS,
  STOCK_ALERTS,
} from '@fohzshop/shared/stock-alerts';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount } from './support/accounts.js';
import { succeed } from './support/client.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import {
  activeAlert,
  clearInbox,
  fromIp,
  mails,
  storedAlerts,
  subscribe,
} from './support/stock-alerts.js';
import { triggersIdle } from './support/triggers.js';

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
});
beforeEach(clearInbox);
afterAll(closeAdmin);

describe('back-in-stock alerts, limits and rights', () => {
  it('caps the e-mails one address receives, and the requests of one connection', async () => {
    for (let n = 1; n <= 4; n += 1) await seedProduct(`sa-cap-${n}`, { stock: 0 });
    for (let n = 1; n <= STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY; n += 1)
      expect(await subscribe(`sa-cap-${n}`, 'cible@example.fr')).toMatchObject({ ok: true });
    await triggersIdle();
    let before = await dump();
    expect(await subscribe('sa-cap-4', 'cible@example.fr')).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: STOCK_ALERT_TEXTS.addressTooMany,
    });
    expect(await dump()).toEqual(before);
    expect(await mails(3)).toHaveLength(3);

    await db()
      .ref('settings/abuse_limits')
      .set({ stock_alerts: { origin_per_hour: 2 } });
    const same = fromIp(250);
    expect(await subscribe('sa-cap-4', 'a1@example.fr', same)).toMatchObject({ ok: true });
    expect(await subscribe('sa-cap-4', 'a2@example.fr', same)).toMatchObject({ ok: true });
    before = await dump();
    expect(await subscribe('sa-cap-4', 'a3@example.fr', same)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.stock_alerts.origin,
    });
    expect(await dump()).toEqual(before);
    expect(await subscribe('sa-cap-4', 'a3@example.fr', fromIp(251))).toMatchObject({ ok: true });
    await db().ref('settings/abuse_limits').remove();
    await db().ref(STOCK_ALERTS).remove();
  });

  it('are in the customer’s data export and go with the account', async () => {
    await seedProduct('sa-acc-1', { stock: 0 });
    await seedProduct('sa-acc-2', { stock: 0 });
    const customer = await newAccount();
    const other = await newAccount();
    // Signed in with the account's address; and for that address before signing up (by e-mail).
    await activeAlert('sa-acc-1', customer.email, { ...customer, ...fromIp() });
    await activeAlert('sa-acc-2', customer.email.toUpperCase());
    await activeAlert('sa-acc-1', other.email, { ...other, ...fromIp() });
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-acc-1`)).toBe(2);
    const exported = await succeed<{ stock_alerts: Record<string, unknown>[] }>(
      'exportMyData',
      {},
      customer,
    );
    expect(exported.stock_alerts.map((a) => a.product_id).sort()).toEqual(['sa-acc-1', 'sa-acc-2']);
    expect(exported.stock_alerts[0]).toMatchObject({ email: customer.email, status: 'active' });
    expect(JSON.stringify(exported)).not.toContain('token_hash');
    await succeed('deleteMyAccount', { confirm: true }, customer);
    expect(Object.values(await storedAlerts()).map((a) => a.email)).toEqual([other.email]);
    expect(await read(STOCK_ALERT_COUNTS)).toEqual({ 'sa-acc-1': 1 });
  });
});
