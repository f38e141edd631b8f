// requestReturn: withdrawal within 14 days of delivery, by the owner only, once per order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { ADDRESS } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

const DAY = 24 * 3600 * 1000;
const REASON = 'La trottinette est trop lourde pour moi.';
let owner: Account;
let other: Account;

/** An order written as the functions would have left it, delivered `daysAgo` days ago. */
async function seedOrder(id: string, status: string, daysAgo: number | null): Promise<void> {
  const at = new Date(Date.now() - 20 * DAY).toISOString();
  await db()
    .ref(`orders/${id}`)
    .set({
      order_id: id,
      number: 'FZ-2026-000001',
      user_id: owner.uid,
      email: owner.email,
      items: [
        {
          product_id: 'p1',
          name: 'Kaabo Mantis',
          brand: 'Kaabo',
          type: 'Trottinette électrique',
          unit_price: 1500,
          quantity: 1,
        },
      ],
      totals: { items: 1500, shipping: 0, discount: 0, total: 1500 },
      shipping_address: { ...ADDRESS, country: 'France' },
      payment: { method: 'card', status: 'paid' },
      delivery: {
        status: daysAgo === null ? 'pending' : 'delivered',
        ...(daysAgo !== null && {
          delivered_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
        }),
      },
      status,
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
    });
}

const ask = (order_id: string, who: Account = owner) =>
  call('requestReturn', { order_id, reason: REASON }, who);

beforeAll(async () => {
  await resetDatabase();
  [owner, other] = await Promise.all([newAccount(), newAccount()]);
});
afterAll(closeAdmin);

describe('requestReturn', () => {
  it('records the request with its reason and a dated history line', async () => {
    await seedOrder('r-ok', 'delivered', 3);
    expect(await ask('r-ok')).toMatchObject({ ok: true, result: { ok: true } });
    const order = await read<{ return: unknown; history: { event: string; by: string }[] }>(
      'orders/r-ok',
    );
    expect(order!.return).toMatchObject({ status: 'requested', reason: REASON });
    expect(order!.history.at(-1)).toMatchObject({
      event: 'Demande de retour (rétractation)',
      by: 'customer',
    });
  });

  it.each([
    ['a second request', 'r-ok', () => owner, 'failed-precondition', /existe déjà/],
    ['after 14 days', 'r-late', () => owner, 'failed-precondition', /14 jours/],
    [
      'before delivery',
      'r-early',
      () => owner,
      'failed-precondition',
      /une fois la commande livrée/,
    ],
    ["someone else's order", 'r-other', () => other, 'not-found', /Commande introuvable/],
    ['an unknown order', 'r-none', () => owner, 'not-found', /Commande introuvable/],
  ] as const)('refuses %s and writes nothing', async (_l, id, who, code, message) => {
    await seedOrder('r-late', 'delivered', 15);
    await seedOrder('r-early', 'paid', null);
    await seedOrder('r-other', 'delivered', 1);
    const before = await dump();
    const outcome = await ask(id, who());
    expect(outcome).toMatchObject({ ok: false, code });
    expect(outcome.ok ? '' : outcome.message).toMatch(message);
    expect(await dump()).toEqual(before);
  });

  it('refuses an order whose stored record is malformed, as an error, and writes nothing', async () => {
    // The server parses what it reads with the shared schema: no guess on a broken record.
    await seedOrder('r-broken', 'delivered', 3);
    await db().ref('orders/r-broken/totals/total').set('1500 €');
    const before = await dump();
    expect(await ask('r-broken')).toMatchObject({ ok: false, code: 'internal' });
    expect(await dump()).toEqual(before);
  });
});
