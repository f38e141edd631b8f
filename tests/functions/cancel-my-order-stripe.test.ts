// cancelMyOrder on a Stripe card order (payments stack + local Stripe stub): the Checkout
// Session is expired at Stripe before the order is cancelled, so it can never be paid
// afterwards; a session Stripe already completed is refused and nothing is written; the payment
// page stored on the order ends when Stripe's session does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { orderRequest, seedCart, seedSettings, type OrderAnswer } from './support/orders.js';
import {
  callPayments,
  startProvidersSandbox,
  providersStackReady,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase, seedProduct } from './support/seed.js';

let stub: PaymentSandbox;
let customer: Account;

type StoredOrder = {
  status: string;
  expires_at: string;
  payment: {
    status: string;
    provider_ref: string;
    payment_url?: string;
    payment_url_expires_at?: string;
  };
};

async function cardOrder(product: string): Promise<{ order_id: string; session: string }> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const placed = await callPayments<OrderAnswer>(
    'placeOrder',
    orderRequest({ payment_method: 'card' }),
    customer,
  );
  if (!placed.ok) throw new Error(placed.message);
  const order = await read<StoredOrder>(`orders/${placed.result.order_id}`);
  return { order_id: placed.result.order_id, session: order!.payment.provider_ref };
}

const expiries = (session: string) =>
  stub.requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${session}/expire`,
  );

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customer = await newAccount();
  stub = await startProvidersSandbox();
  await providersStackReady();
}, 180_000);
afterAll(async () => {
  await stub?.close();
  await closeAdmin();
});

describe('cancelMyOrder with Stripe', () => {
  it('stores the session page until the session ends, before the order expires', async () => {
    const { order_id } = await cardOrder('cs-stored');
    const order = await read<StoredOrder>(`orders/${order_id}`);
    expect(order!.payment.payment_url).toMatch(
      /^https:\/\/boutique\.test\/paiement-test\?session=cs_test_/,
    );
    const ends = Date.parse(order!.payment.payment_url_expires_at!);
    expect(ends).toBeLessThan(Date.parse(order!.expires_at));
    expect(ends).toBeGreaterThan(Date.now());
  });

  it('expires the Checkout Session, then cancels the order and gives the stock back', async () => {
    const { order_id, session } = await cardOrder('cs-cancel');
    const outcome = await callPayments('cancelMyOrder', { order_id }, customer);
    expect(outcome).toMatchObject({ ok: true });
    expect(expiries(session)).toHaveLength(1);
    expect(stub.stripeSessions.get(session)?.status).toBe('expired');
    expect(await read<StoredOrder>(`orders/${order_id}`)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    expect(await read('products/cs-cancel/stock')).toBe(5);
  });

  it('refuses when Stripe already completed the session: nothing written, stock still held', async () => {
    const { order_id, session } = await cardOrder('cs-paid');
    stub.stripeSessions.get(session)!.status = 'complete';
    const before = await dump();
    const outcome = await callPayments('cancelMyOrder', { order_id }, customer);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: ORDER_MESSAGES.cancelPaid,
    });
    expect(await dump()).toEqual(before);
    expect(await read('products/cs-paid/stock')).toBe(3);
  });
});
