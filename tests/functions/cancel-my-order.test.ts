// cancelMyOrder over the emulator: the customer cancels their own unpaid card / instalment order
// (the abandoned online payment) and its stock comes back exactly once, even when asked twice
// or twice at the same time. Someone else's order reads as not found; a paid order, an order
// already closed and a bank transfer are refused; every refusal leaves the database as it was.
// placeOrder also stores the hosted payment page and until when it works (« Reprendre »).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, type Caller } from './support/client.js';
import { ENGLISH } from './support/fixtures.js';
import {
  orderRequest,
  placeOrder,
  chooseOnTestPage,
  sessionOf,
  seedCart,
  seedSettings,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

let customer: Account;
let other: Account;

type StoredOrder = {
  status: string;
  stock_released_at?: string;
  payment: { status: string; payment_url?: string; payment_url_expires_at?: string };
  expires_at: string;
  history: { event: string; by: string }[];
};

const cancel = (order_id: unknown, caller: Caller) =>
  call<{ ok: true }>('cancelMyOrder', { order_id }, caller);

/** 2 units of a fresh product (stock 5), paid online or by transfer, awaiting payment. */
async function pendingOrder(product: string, extra: Record<string, unknown> = {}) {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const outcome = await placeOrder(orderRequest({ payment_method: 'card', ...extra }), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  expect(await read(`products/${product}/stock`)).toBe(3);
  return outcome.result;
}

async function expectRefused(order_id: string, caller: Caller, code: string) {
  const before = await dump();
  const outcome = await cancel(order_id, caller);
  expect(outcome).toMatchObject({ ok: false, code });
  expect(outcome.ok ? '' : outcome.message).not.toMatch(ENGLISH);
  expect(await dump()).toEqual(before);
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [customer, other] = await Promise.all([newAccount(), newAccount()]);
});
afterAll(closeAdmin);

describe('cancelMyOrder', () => {
  it('placeOrder keeps the payment page of an online payment and until when it works', async () => {
    const placed = await pendingOrder('c-stored', {
      payment_method: 'instalments',
      instalments: 3,
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order!.payment.payment_url).toBe(placed.payment_url);
    expect(order!.payment.payment_url_expires_at).toBe(order!.expires_at);
  });

  it('cancels the owner’s unpaid card order and gives the stock back once, even if asked twice', async () => {
    const { order_id } = await pendingOrder('c-once');
    expect(await cancel(order_id, customer)).toEqual({ ok: true, result: { ok: true } });
    const order = await read<StoredOrder>(`orders/${order_id}`);
    expect(order).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    expect(order!.stock_released_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)).toMatchObject({
      event: 'Commande annulée par le client (paiement abandonné)',
      by: 'customer',
    });
    expect(await read('products/c-once/stock')).toBe(5);
    await expectRefused(order_id, customer, 'failed-precondition');
    expect(await read('products/c-once/stock')).toBe(5);
  });

  it('two cancellations at the same time: one applies, the stock comes back once', async () => {
    const { order_id } = await pendingOrder('c-race', {
      payment_method: 'instalments',
      instalments: 3,
    });
    const outcomes = await Promise.all([cancel(order_id, customer), cancel(order_id, customer)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ code: 'failed-precondition' });
    expect(await read('products/c-race/stock')).toBe(5);
  });

  it('another customer’s order reads as not found, and so does an unknown one', async () => {
    const { order_id } = await pendingOrder('c-other');
    await expectRefused(order_id, other, 'not-found');
    await expectRefused('no-such-order', customer, 'not-found');
    expect(await read('products/c-other/stock')).toBe(3);
  });

  it('refuses a paid order (failed-precondition) and a visitor; cancels an unpaid transfer', async () => {
    const paid = await pendingOrder('c-paid');
    const reply = await chooseOnTestPage(sessionOf(paid.payment_url!), 'paid');
    expect(reply.status).toBe(200);
    expect(await read(`orders/${paid.order_id}/status`)).toBe('paid');
    await expectRefused(paid.order_id, customer, 'failed-precondition');
    expect(await read('products/c-paid/stock')).toBe(3);

    const transfer = await pendingOrder('c-transfer', { payment_method: 'bank_transfer' });
    await expectRefused(transfer.order_id, VISITOR, 'unauthenticated');
    expect(await read('products/c-transfer/stock')).toBe(3);
    // A transfer the customer will not make: cancelled from the account, the stock back at once.
    expect(await call('cancelMyOrder', { order_id: transfer.order_id }, customer)).toEqual({
      ok: true,
      result: { ok: true },
    });
    expect(await read('products/c-transfer/stock')).toBe(5);
    expect(await read(`orders/${transfer.order_id}/history`)).toContainEqual(
      expect.objectContaining({
        event: 'Commande annulée par le client (virement non effectué)',
        by: 'customer',
      }),
    );
  });
});
