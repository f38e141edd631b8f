// Instalments through the Alma adapter, against a local stub that answers like Alma's API: the
// payment placeOrder creates, and the notification (IPN) after which the function reads the
// payment back from the API and acts only on the state the API returns — paid, refused, still
// pending (a forged notification), unknown — plus bad signatures, replays and Alma being down.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { orderRequest, seedCart, seedSettings, type OrderAnswer } from './support/orders.js';
import {
  callPayments,
  paymentsUrl,
  startProvidersSandbox,
  providersStackReady,
  TEST_KEYS,
  TEST_WEB_ORIGIN as ORIGIN,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase, seedProduct } from './support/seed.js';

const ALMA_KEY = TEST_KEYS.ALMA_API_KEY;

let stub: PaymentSandbox;
let customer: Account;

type StoredOrder = {
  status: string;
  stock_released_at?: string;
  payment: { status: string; provider: string; provider_ref?: string; instalments?: number };
  history: { event: string }[];
};
type Placed = { order_id: string; pid: string; answer: OrderAnswer };

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

/** An order in 3 instalments of 2 units at 149,99 € of a fresh product (stock 5). */
async function almaOrder(product: string): Promise<Placed> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const request = orderRequest({ payment_method: 'instalments', instalments: 3 });
  const outcome = await callPayments<OrderAnswer>('placeOrder', request, customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const order = await read<StoredOrder>(`orders/${outcome.result.order_id}`);
  return {
    order_id: outcome.result.order_id,
    pid: order!.payment.provider_ref!,
    answer: outcome.result,
  };
}

const sign = (pid: string, key = ALMA_KEY) => createHmac('sha256', key).update(pid).digest('hex');

type Reply = { status: number; body: Record<string, unknown> };

/** Alma's IPN: GET ?pid=…, signed unless `signature` is null. */
async function ipn(pid: string, signature: string | null = sign(pid)): Promise<Reply> {
  const response = await fetch(`${paymentsUrl('almaWebhook')}?pid=${encodeURIComponent(pid)}`, {
    headers: signature ? { 'x-alma-signature': signature } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const setState = (pid: string, state: string) => {
  stub.almaPayments.get(pid)!.state = state;
};

describe('placeOrder with Alma', () => {
  it('creates an Alma payment for the total in the chosen instalments and returns its URL', async () => {
    const before = stub.requests.length;
    const placed = await almaOrder('al-create');
    expect(placed.answer.payment_url).toBe(`${ORIGIN}/paiement-test?session=${placed.pid}`);
    const sent = stub.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payments',
      headers: { authorization: `Alma-Auth ${ALMA_KEY}` },
      json: {
        payment: {
          purchase_amount: 29998,
          installments_count: 3,
          return_url: `${ORIGIN}/commande-validee?commande=${placed.order_id}`,
          customer_cancel_url: `${ORIGIN}/mon-compte/mes-commandes/${placed.order_id}`,
          ipn_callback_url: paymentsUrl('almaWebhook'),
          locale: 'fr',
          custom_data: { order_id: placed.order_id },
          shipping_address: { last_name: 'Martin', postal_code: '75002', country: 'FR' },
        },
        customer: { email: customer.email },
      },
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment: { provider: 'alma', status: 'pending', instalments: 3, provider_ref: placed.pid },
    });
    expect(await read('products/al-create/stock')).toBe(3);
  });

  it('refuses in French when Alma is down, and keeps the stock and the cart', async () => {
    await seedProduct('al-down', { price: 149.99, stock: 5 });
    await seedCart(customer.uid, { 'al-down': 2 });
    stub.failWith = 500;
    try {
      const request = orderRequest({ payment_method: 'instalments', instalments: 4 });
      expect(await callPayments('placeOrder', request, customer)).toMatchObject({
        ok: false,
        code: 'unavailable',
        message: ORDER_MESSAGES.onlinePaymentUnavailable,
      });
    } finally {
      stub.failWith = null;
    }
    expect(await read('products/al-down/stock')).toBe(5);
    expect(await read(`carts/${customer.uid}/items/al-down/quantity`)).toBe(2);
    expect(JSON.stringify(await read('orders'))).not.toContain('al-down');
  });
});

describe('almaWebhook', () => {
  it('reads the payment back and marks the order paid, once', async () => {
    const placed = await almaOrder('al-paid');
    setState(placed.pid, 'in_progress');
    const before = stub.requests.length;
    expect(await ipn(placed.pid)).toEqual({
      status: 200,
      body: {
        received: true,
        applied: true,
        status: 'applied',
        order_status: 'paid',
        payment_status: 'paid',
      },
    });
    expect(stub.requests.slice(before)).toMatchObject([
      {
        method: 'GET',
        path: `/v1/payments/${placed.pid}`,
        headers: { authorization: `Alma-Auth ${ALMA_KEY}` },
      },
    ]);
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(order!.history.at(-1)!.event).toBe('Paiement reçu');
    const snapshot = await dump();
    setState(placed.pid, 'paid'); // later notifications of the same payment change nothing
    for (const reply of [await ipn(placed.pid), await ipn(placed.pid, null)])
      expect(reply).toMatchObject({ status: 200, body: { applied: false } });
    expect(await dump()).toEqual(snapshot);
  });

  it('cancels the order when Alma refused the customer, giving the stock back once', async () => {
    const placed = await almaOrder('al-refused');
    setState(placed.pid, 'scored_no');
    const replies = await Promise.all([ipn(placed.pid), ipn(placed.pid), ipn(placed.pid, null)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.applied === true)).toHaveLength(1);
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
    expect(order!.stock_released_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)!.event).toBe('Paiement refusé : commande annulée');
    expect(await read('products/al-refused/stock')).toBe(5);
  });

  it('changes nothing on a forged notification for a payment Alma says is not paid', async () => {
    const placed = await almaOrder('al-forged');
    const before = await dump();
    for (const signature of [sign(placed.pid), null]) {
      const reply = await ipn(placed.pid, signature);
      expect(reply).toMatchObject({ status: 200, body: { applied: false } });
    }
    expect(await dump()).toEqual(before);
    expect(await read(`orders/${placed.order_id}/status`)).toBe('pending_payment');
  });

  it('refuses a bad signature or payment id with 400, without asking Alma', async () => {
    const placed = await almaOrder('al-sig');
    setState(placed.pid, 'in_progress');
    const before = await dump();
    const asked = stub.requests.length;
    for (const [pid, signature] of [
      [placed.pid, sign(placed.pid, 'not-the-key')],
      [placed.pid, 'zz'],
      ['../me', sign('../me')],
      ['', null],
    ] as const) {
      const reply = await ipn(pid, signature);
      expect(reply.status, `${pid} ${signature}`).toBe(400);
    }
    expect(stub.requests.length).toBe(asked);
    expect(await dump()).toEqual(before);
  });

  it('acknowledges an unknown payment, and asks Alma to retry when its API is down', async () => {
    const placed = await almaOrder('al-retry');
    setState(placed.pid, 'in_progress');
    const before = await dump();
    expect(await ipn('payment_unknown')).toMatchObject({ status: 200, body: { applied: false } });
    stub.failWith = 500;
    try {
      expect((await ipn(placed.pid)).status).toBe(502);
    } finally {
      stub.failWith = null;
    }
    expect(await dump()).toEqual(before);
    expect((await ipn(placed.pid)).body.applied).toBe(true);
  });
});
