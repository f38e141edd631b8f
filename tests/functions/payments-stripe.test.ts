// Card payments through the Stripe adapter, against a local stub that answers like Stripe:
// the Checkout Session placeOrder creates, the signed webhook (paid, failed, expired), bad
// signatures, replays, unknown orders, and Stripe being down. Refused or ignored webhooks
// change nothing; cancellations give the stock back exactly once.
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
import {
  postStripeWebhook as webhook,
  signStripe as sign,
  stripeEvent,
  type StripePlaced,
} from './support/stripe-webhook.js';

let stub: PaymentSandbox;

/** Everything but the payment incidents, which an ignored event adds. */
const dumpOrders = async () => {
  const { payment_incidents: _, ...rest } = ((await dump()) ?? {}) as Record<string, unknown>;
  return rest;
};
const incidentsOf = async (orderId: string) =>
  Object.values(
    (await read<Record<string, { order_id?: string; reason: string }>>('payment_incidents')) ?? {},
  ).filter((incident) => incident.order_id === orderId);
let customer: Account;
let signatureCases = 0;

type StoredOrder = {
  status: string;
  stock_released_at?: string;
  payment: { status: string; provider: string; provider_ref?: string };
  history: { event: string }[];
};
type Placed = StripePlaced & { answer: OrderAnswer };

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

/** A card order of 2 units at 149,99 € of a fresh product (stock 5). */
async function cardOrder(product: string): Promise<Placed> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const request = orderRequest({ payment_method: 'card' });
  const outcome = await callPayments<OrderAnswer>('placeOrder', request, customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const order = await read<StoredOrder>(`orders/${outcome.result.order_id}`);
  return {
    order_id: outcome.result.order_id,
    session_id: order!.payment.provider_ref!,
    answer: outcome.result,
  };
}

describe('placeOrder with Stripe', () => {
  it('creates a Checkout Session for the order total and returns its URL', async () => {
    const before = stub.requests.length;
    const placed = await cardOrder('st-session');
    expect(placed.answer.payment_url).toBe(`${ORIGIN}/paiement-test?session=${placed.session_id}`);
    const sent = stub.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      headers: {
        authorization: `Bearer ${TEST_KEYS.STRIPE_SECRET_KEY}`,
        'idempotency-key': `checkout-${placed.order_id}`,
      },
      form: {
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '29998',
        client_reference_id: placed.order_id,
        'metadata[order_id]': placed.order_id,
        'payment_intent_data[metadata][order_id]': placed.order_id,
        customer_email: customer.email,
        locale: 'fr',
        success_url: `${ORIGIN}/commande-validee?commande=${placed.order_id}`,
        cancel_url: `${ORIGIN}/mon-compte/mes-commandes/${placed.order_id}`,
      },
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment: { provider: 'stripe', status: 'pending', provider_ref: placed.session_id },
    });
    expect(await read('products/st-session/stock')).toBe(3);
    expect(await read(`carts/${customer.uid}/items`)).toBeNull();
  });

  it('refuses in French when Stripe is down, and keeps the stock and the cart', async () => {
    await seedProduct('st-down', { price: 149.99, stock: 5 });
    await seedCart(customer.uid, { 'st-down': 2 });
    const request = orderRequest({ payment_method: 'card' });
    stub.failWith = 500;
    try {
      const outcome = await callPayments('placeOrder', request, customer);
      expect(outcome).toMatchObject({
        ok: false,
        code: 'unavailable',
        message: ORDER_MESSAGES.onlinePaymentUnavailable,
      });
    } finally {
      stub.failWith = null;
    }
    expect(await read('products/st-down/stock')).toBe(5);
    expect(await read(`carts/${customer.uid}/items/st-down/quantity`)).toBe(2);
    const orders = Object.values((await read<Record<string, { items: unknown }>>('orders')) ?? {});
    expect(JSON.stringify(orders)).not.toContain('st-down');
    // The same request, once Stripe is back, places the order.
    const retry = await callPayments<OrderAnswer>('placeOrder', request, customer);
    expect(retry.ok).toBe(true);
    expect(await read('products/st-down/stock')).toBe(3);
  });
});

describe('stripeWebhook', () => {
  it('marks the order paid on checkout.session.completed, once', async () => {
    const placed = await cardOrder('st-paid');
    const paid = stripeEvent(placed, 'checkout.session.completed');
    expect(await webhook(paid)).toEqual({
      status: 200,
      body: {
        received: true,
        applied: true,
        status: 'applied',
        order_status: 'paid',
        payment_status: 'paid',
      },
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(order!.history.at(-1)!.event).toBe('Paiement reçu');
    const before = await dumpOrders();
    const replay = await webhook(paid);
    expect(replay).toMatchObject({
      status: 200,
      body: { applied: false, reason: 'Événement déjà traité.' },
    });
    expect(await dumpOrders()).toEqual(before);
    // Shown in the Hyperviseur once, however often Stripe sends it again.
    await webhook(paid);
    expect(await incidentsOf(placed.order_id)).toEqual([
      expect.objectContaining({ reason: 'replayed', event_id: paid.id, action: 'ignored' }),
    ]);
  });

  it.each([
    ['checkout.session.async_payment_failed', 'failed', 'Paiement refusé : commande annulée'],
    ['checkout.session.expired', 'cancelled', 'Paiement annulé : commande annulée'],
  ])('on %s cancels the order and gives the stock back once', async (type, status, line) => {
    const product = `st-${status}`;
    const placed = await cardOrder(product);
    expect(await read(`products/${product}/stock`)).toBe(3);
    const first = stripeEvent(placed, type);
    const replies = await Promise.all([
      webhook(first),
      webhook(first),
      webhook(stripeEvent(placed, type)),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.applied === true)).toHaveLength(1);
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'cancelled', payment: { status } });
    expect(order!.stock_released_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)!.event).toBe(line);
    expect(await read(`products/${product}/stock`)).toBe(5);
  });

  it.each([
    ['no signature', null],
    ['a wrong secret', 'wrong'],
    ['a garbled header', 't=abc,v1=zz'],
    ['an old timestamp (captured replay)', 'old'],
    ['a body altered after signing', 'altered'],
  ])('refuses %s with 400 and writes nothing', async (_label, kind) => {
    const placed = await cardOrder(`st-sig-${++signatureCases}`);
    const event = stripeEvent(placed, 'checkout.session.completed');
    const raw = JSON.stringify(event);
    const signature =
      kind === 'wrong'
        ? sign(raw, 'whsec_not_the_secret')
        : kind === 'old'
          ? sign(raw, undefined, Math.floor(Date.now() / 1000) - 3600)
          : kind === 'altered'
            ? sign(JSON.stringify(stripeEvent(placed, 'checkout.session.expired')))
            : kind;
    const before = await dump();
    const reply = await webhook(event, signature);
    expect(reply).toEqual({ status: 400, body: { error: 'Signature invalide.' } });
    expect(await dump()).toEqual(before);
  });

  it('acknowledges and ignores events for an unknown order or of untracked types', async () => {
    const placed = await cardOrder('st-unknown');
    const before = await dumpOrders();
    const unknown = stripeEvent(
      { ...placed, order_id: 'no-such-order' },
      'checkout.session.completed',
    );
    const untracked = stripeEvent(placed, 'payment_intent.succeeded');
    const mismatch = stripeEvent(placed, 'checkout.session.completed', { amount_total: 100 });
    for (const event of [unknown, untracked, mismatch]) {
      const reply = await webhook(event);
      expect(reply, event.type).toMatchObject({ status: 200, body: { applied: false } });
    }
    expect(await dumpOrders()).toEqual(before);
    expect((await incidentsOf('no-such-order')).map((i) => i.reason)).toEqual(['unknown_order']);
    expect((await incidentsOf(placed.order_id)).map((i) => i.reason).sort()).toEqual([
      'wrong_amount',
      'wrong_type',
    ]);
  });

  it('answers 405 to anything but POST', async () => {
    expect((await fetch(paymentsUrl('stripeWebhook'))).status).toBe(405);
  });
});
