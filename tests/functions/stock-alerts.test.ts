// Back-in-stock alerts over the real stack: the confirmation e-mail reaches the test stack's
// maildev, its link activates the alert, an admin's restock sends exactly one alert e-mail (two
// restocks, the stock flipping back and forth), every e-mail unsubscribes in one click (RFC 8058),
// alerts expire, and the refusals are French and write nothing (caps and data rights:
// stock-alerts-limits.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type * as ExpiryModule from '@fohzshop/functions/src/stock-alerts/expire-stock-alerts.js';
import { formatEuros } from '@fohzshop/shared/money';
import { STOCK_ALERT_COUNTS, STOCK_ALERT_TEXTS, STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { ENGLISH, FRENCH, productInput } from './support/fixtures.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { httpsUrl, PROJECT_ID, TEST_WEB_ORIGIN } from './support/stack.js';
import {
  activeAlert,
  clearInbox,
  fromIp,
  header,
  inbox,
  mails,
  storedAlerts,
  subscribe,
  tokenIn,
} from './support/stock-alerts.js';
import { triggersIdle } from './support/triggers.js';

let admin: Account;

/** The admin's stock edit in the Hyperviseur (updateProduct, compare-and-set on the stock). */
async function setStock(productId: string, from: number, to: number): Promise<void> {
  const product = productInput({ name: 'Kaabo Wolf King GT', price: 3299, stock: to });
  await succeed('updateProduct', { product_id: productId, product, expected_stock: from }, admin);
  await triggersIdle();
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  admin = await newAccount({ admin: true });
});
beforeEach(async () => {
  await clearInbox();
});
afterAll(closeAdmin);

describe('back-in-stock alerts', () => {
  it('start only from the address’s link, and e-mail it once when the admin restocks', async () => {
    await seedProduct('sa-wolf', { name: 'Kaabo Wolf King GT', price: 3299, stock: 0 });
    expect(await subscribe('sa-wolf', 'Lea.Dupont@Example.fr', fromIp(1))).toMatchObject({
      ok: true,
    });
    const [confirmation] = await mails(1);
    expect(confirmation!.to).toEqual([
      expect.objectContaining({ address: 'lea.dupont@example.fr' }),
    ]);
    expect(confirmation!.subject).toBe(
      'Confirmez votre alerte de retour en stock : Kaabo Wolf King GT',
    );
    const token = tokenIn(confirmation!.text, 'confirmer');
    expect(confirmation!.text).toContain(`${TEST_WEB_ORIGIN}/alerte-retour-en-stock?confirmer=`);
    expect(await header(confirmation!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/boutique\.test\/alerte-retour-en-stock\/desinscription\?jeton=[0-9a-f]{32}\./,
    );
    expect(await header(confirmation!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(confirmation!.text).toContain('?desinscrire=');
    // Pending: nobody waits yet; the secret is stored only as its hash.
    const [pending] = Object.values(await storedAlerts());
    expect(pending).toMatchObject({ status: 'pending', email: 'lea.dupont@example.fr' });
    expect(JSON.stringify(await dump())).not.toContain(token.split('.')[1]);
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-wolf`)).toBeNull();

    // Asked again (another case, another connection): no second e-mail within the window.
    expect(await subscribe('sa-wolf', 'LEA.DUPONT@example.fr')).toMatchObject({ ok: true });
    expect(await inbox()).toHaveLength(1);

    expect(await succeed('confirmStockAlert', { token })).toEqual({
      product_id: 'sa-wolf',
      product_name: 'Kaabo Wolf King GT',
      product_path: '/trottinettes-electriques/sa-wolf',
    });
    expect(await succeed('confirmStockAlert', { token })).toMatchObject({ product_id: 'sa-wolf' });
    const [active] = Object.values(await storedAlerts());
    expect(active!.status).toBe('active');
    const months = (Date.parse(active!.expires_at) - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-wolf`)).toBe(1);
    expect(await inbox()).toHaveLength(1);

    await setStock('sa-wolf', 0, 2);
    await setStock('sa-wolf', 2, 0);
    await setStock('sa-wolf', 0, 3);
    const sent = (await mails(2)).filter((m) => m.subject.startsWith('De retour en stock'));
    expect(sent).toHaveLength(1);
    const [alert] = sent;
    expect(alert!.subject).toBe('De retour en stock : Kaabo Wolf King GT');
    expect(alert!.text).toContain(`Prix : ${formatEuros(3299)} TTC`);
    expect(alert!.text).toContain(`${TEST_WEB_ORIGIN}/trottinettes-electriques/sa-wolf`);
    expect(await header(alert!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(alert!.text).toContain('?desinscrire=');
    // The alert has ended: nothing left about the address, nobody waiting.
    expect(await storedAlerts()).toEqual({});
    expect(await read(STOCK_ALERT_COUNTS)).toBeNull();
    expect(await call('confirmStockAlert', { token })).toMatchObject({
      ok: false,
      code: 'not-found',
      message: STOCK_ALERT_TEXTS.linkInvalid,
    });
  }, 60_000);

  it('unsubscribes in one click from the headers, or from the link, and says the same after', async () => {
    await seedProduct('sa-mini', { name: 'Dualtron Mini', stock: 0 });
    const mail = await activeAlert('sa-mini', 'jean@example.fr');
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-mini`)).toBe(1);
    const oneClick = /^<([^>]+)>$/.exec((await header(mail, 'List-Unsubscribe')) ?? '')?.[1] ?? '';
    const endpoint = `${httpsUrl('stockAlertUnsubscribe')}${new URL(oneClick).search}`;
    // A link checker's GET changes nothing: it is sent to the page.
    const get = await fetch(endpoint, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toContain('/alerte-retour-en-stock?desinscrire=');
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-mini`)).toBe(1);
    // RFC 8058: the mail client POSTs « List-Unsubscribe=One-Click ».
    const post = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toBe(STOCK_ALERT_TEXTS.unsubscribed);
    expect(await storedAlerts()).toEqual({});
    expect(await read(STOCK_ALERT_COUNTS)).toBeNull();
    // The visible link of the same e-mail, once more: the same answer, nothing changes.
    const visible = tokenIn(mail.text, 'desinscrire');
    expect(await succeed('unsubscribeStockAlert', { token: visible })).toEqual({ ok: true });

    // A pending alert ended from its confirmation e-mail cannot be confirmed any more.
    await clearInbox();
    await subscribe('sa-mini', 'paul@example.fr');
    const [pending] = await mails(1);
    await succeed('unsubscribeStockAlert', { token: tokenIn(pending!.text, 'desinscrire') });
    expect(await storedAlerts()).toEqual({});
    expect(
      await call('confirmStockAlert', { token: tokenIn(pending!.text, 'confirmer') }),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('end after six months (and an unconfirmed one after its link’s days); counts are recomputed', async () => {
    await seedProduct('sa-old', { stock: 0 });
    await activeAlert('sa-old', 'ancien@example.fr');
    await activeAlert('sa-old', 'recent@example.fr');
    await subscribe('sa-old', 'jamais@example.fr');
    const past = new Date(Date.now() - 1_000).toISOString();
    for (const [id, alert] of Object.entries(await storedAlerts()))
      if (alert.email !== 'recent@example.fr')
        await db().ref(`${STOCK_ALERTS}/${id}/expires_at`).set(past);
    await db().ref(`${STOCK_ALERT_COUNTS}/sa-old`).set(7); // a count a crash left wrong
    // The nightly job's work, in this process (its Admin SDK aimed at the test database).
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
    process.env.FUNCTIONS_EMULATOR = 'true';
    process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
    const expiry: typeof ExpiryModule =
      await import('@fohzshop/functions/src/stock-alerts/expire-stock-alerts.js');
    expect(await expiry.expireStockAlerts()).toEqual({ removed: 2, corrected: 1 });
    expect(Object.values(await storedAlerts()).map((a) => a.email)).toEqual(['recent@example.fr']);
    expect(await read(`${STOCK_ALERT_COUNTS}/sa-old`)).toBe(1);
    await db().ref(STOCK_ALERTS).remove();
    await db().ref(STOCK_ALERT_COUNTS).remove();
  });

  it('refuses bad requests and links in French, and writes nothing', async () => {
    await seedProduct('sa-in', { stock: 3 });
    await seedProduct('sa-order', { stock: 0, backorder: true });
    await seedProduct('sa-none', { stock: 0 });
    const mail = await activeAlert('sa-none', 'marie@example.fr');
    const token = tokenIn(mail.text, 'confirmer');
    await clearInbox();
    await triggersIdle();
    const before = await dump();
    const refusals: [string, unknown, string, string | RegExp][] = [
      [
        'subscribeStockAlert',
        { product_id: 'sa-none', email: 'pas-un-email' },
        'invalid-argument',
        FRENCH,
      ],
      [
        'subscribeStockAlert',
        { product_id: 'sa-none', email: 'a@b.fr', uid: 'x' },
        'invalid-argument',
        FRENCH,
      ],
      ['subscribeStockAlert', { product_id: 'a/b', email: 'a@b.fr' }, 'invalid-argument', FRENCH],
      [
        'subscribeStockAlert',
        { product_id: 'sa-absent', email: 'a@b.fr' },
        'not-found',
        STOCK_ALERT_TEXTS.productNotFound,
      ],
      [
        'subscribeStockAlert',
        { product_id: 'sa-in', email: 'a@b.fr' },
        'failed-precondition',
        STOCK_ALERT_TEXTS.available,
      ],
      [
        'subscribeStockAlert',
        { product_id: 'sa-order', email: 'a@b.fr' },
        'failed-precondition',
        STOCK_ALERT_TEXTS.available,
      ],
      ['confirmStockAlert', { token: 'abc' }, 'invalid-argument', /lien n’est plus valable/],
      [
        'confirmStockAlert',
        { token: `${'0'.repeat(32)}.${'A'.repeat(43)}` },
        'not-found',
        STOCK_ALERT_TEXTS.linkInvalid,
      ],
      // The right alert with a forged secret: refused, the alert untouched.
      [
        'confirmStockAlert',
        { token: `${token.split('.')[0]}.${'B'.repeat(43)}` },
        'not-found',
        STOCK_ALERT_TEXTS.linkInvalid,
      ],
      ['unsubscribeStockAlert', { token: `${token.split('.')[0]}.${'B'.repeat(43)}` }, 'ok', ''],
      [
        'unsubscribeStockAlert',
        { token: `${token} ` },
        'invalid-argument',
        /lien n’est plus valable/,
      ],
    ];
    for (const [name, data, code, message] of refusals) {
      const outcome = await call(name, data, fromIp());
      if (code === 'ok') {
        expect(outcome.ok, name).toBe(true);
        continue;
      }
      expect(outcome, JSON.stringify(data)).toMatchObject({ ok: false, code });
      if (!outcome.ok) {
        expect(outcome.message).toMatch(message);
        expect(outcome.message).not.toMatch(ENGLISH);
      }
    }
    expect(await dump()).toEqual(before);
    expect(await inbox()).toHaveLength(0);
    await db().ref(STOCK_ALERTS).remove();
    await db().ref(STOCK_ALERT_COUNTS).remove();
  });
});
