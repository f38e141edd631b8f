// Bank transfer: the admin confirms a received transfer; unpaid orders expire and give their
// stock back exactly once. The scheduled function runs in this process (its handler, through
// the v2 function's own run(), as firebase-functions-test would) against the test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, type Caller } from './support/client.js';
import { runScheduled } from './support/in-process.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { PROJECT_ID } from './support/stack.js';
import type * as ExpiryModule from '@fohzshop/functions/src/orders/expire-orders.js';

let admin: Account;
let customer: Account;
let expiry: typeof ExpiryModule;

async function transferOrder(product: string, stock = 5): Promise<string> {
  await seedProduct(product, { stock });
  await seedCart(customer.uid, { [product]: 2 });
  const outcome = await placeOrder(orderRequest(), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.order_id;
}

/** Moves an order's deadline into the past, as if its 7 days had gone by. */
const overdue = (orderId: string) =>
  db()
    .ref(`orders/${orderId}/expires_at`)
    .set(new Date(Date.now() - 60_000).toISOString());

const runSchedule = () =>
  runScheduled(expiry.expireUnpaidOrders, { scheduleTime: new Date().toISOString() });

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  // The functions' Admin SDK, in this process, aimed at the test database.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  expiry = await import('@fohzshop/functions/src/orders/expire-orders.js');
});
afterAll(closeAdmin);

describe('expiry of unpaid orders', () => {
  it('expires an overdue transfer order and releases its stock exactly once', async () => {
    const orderId = await transferOrder('t-expire');
    const fresh = await transferOrder('t-fresh');
    expect(await read('products/t-expire/stock')).toBe(3);
    await overdue(orderId);
    // Two overlapping runs and a third one later: the stock comes back once.
    const [a, b] = await Promise.all([expiry.expireDueOrders(), expiry.expireDueOrders()]);
    expect([...a, ...b]).toEqual([orderId]);
    await runSchedule();
    expect(await read('products/t-expire/stock')).toBe(5);
    const order = await read<Record<string, unknown>>(`orders/${orderId}`);
    expect(order).toMatchObject({ status: 'expired', payment: { status: 'cancelled' } });
    expect(order!.stock_released_at).toEqual(expect.any(String));
    // Not yet due: untouched.
    expect(await read(`orders/${fresh}/status`)).toBe('pending_payment');
    expect(await read('products/t-fresh/stock')).toBe(3);
  });

  it('leaves a paid order alone even when its deadline has passed', async () => {
    const orderId = await transferOrder('t-paid');
    expect(await call('adminConfirmBankTransfer', { order_id: orderId }, admin)).toMatchObject({
      ok: true,
    });
    await overdue(orderId);
    await runSchedule();
    expect(await read(`orders/${orderId}/status`)).toBe('paid');
    expect(await read('products/t-paid/stock')).toBe(3);
  });
});

describe('adminConfirmBankTransfer', () => {
  it('marks payment and order paid, with a dated history line by the admin', async () => {
    const orderId = await transferOrder('t-confirm');
    await call('adminConfirmBankTransfer', { order_id: orderId }, admin);
    const order = await read<{
      status: string;
      payment: Record<string, unknown>;
      history: unknown[];
    }>(`orders/${orderId}`);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    // The customer reads the order: a role there, the admin's uid in order_admin (admins only).
    expect(order!.history.at(-1)).toMatchObject({ event: 'Virement reçu', by: 'admin' });
    const line = order!.history.length - 1;
    expect(await read(`order_admin/${orderId}/actors/${line}`)).toBe(admin.uid);
  });

  it('refuses twice, an expired order, a card order, a customer, a visitor and an unknown order', async () => {
    const paid = await transferOrder('t-twice');
    const waiting = await transferOrder('t-visitor'); // payable: only the caller is wrong
    await call('adminConfirmBankTransfer', { order_id: paid }, admin);
    const expired = await transferOrder('t-late');
    await overdue(expired);
    await expiry.expireDueOrders();
    await seedProduct('t-card', { stock: 5 });
    await seedCart(customer.uid, { 't-card': 1 });
    const card = await placeOrder(orderRequest({ payment_method: 'card' }), customer);
    const cardId = card.ok ? card.result.order_id : '';
    const before = await dump();
    const cases: [string, Caller, string, RegExp][] = [
      [paid, admin, 'failed-precondition', /déjà « Payée »/],
      [expired, admin, 'failed-precondition', /« Expirée »/],
      [cardId, admin, 'failed-precondition', /pas payée par virement/],
      [paid, customer, 'permission-denied', /administrateurs/],
      [waiting, VISITOR, 'unauthenticated', /Vous devez être connecté/],
      ['no-such-order', admin, 'not-found', /Commande introuvable/],
    ];
    for (const [orderId, who, code, message] of cases) {
      const outcome = await call('adminConfirmBankTransfer', { order_id: orderId }, who);
      expect(outcome).toMatchObject({ ok: false, code });
      expect(outcome.ok ? '' : outcome.message).toMatch(message);
    }
    expect(await dump()).toEqual(before);
  });
});
