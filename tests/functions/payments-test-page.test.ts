// Card and instalment payments on the main test stack as the local shop runs them: placeOrder
// creates a Stripe Checkout Session or an Alma payment at the payment sandbox, the customer
// answers on the test page, and the sandbox notifies the real stripeWebhook / almaWebhook over
// HTTP (signed as the providers sign). Success, failure, cancellation, double clicks, and forged
// or replayed notifications, which change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import {
  chooseOnTestPage,
  orderRequest,
  placeOrder,
  seedCart,
  seedSettings,
  sessionOf,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { httpsUrl, localStripeWebhookSecret, TEST_WEB_ORIGIN } from './support/stack.js';
import { postStripeWebhook, signStripe, stripeEvent } from './support/stripe-webhook.js';

let customer: Account;

type StoredOrder = {
  status: string;
  stock_released_at?: string;
  payment: { status: string; provider: string; paid_at?: string; provider_ref?: string };
  history: { event: string }[];
};
type Placed = { order_id: string; id: string; payment_url: string };

/** 2 units at 149,99 € of a fresh product (stock 5), by card or in 3 instalments. */
async function online(product: string, instalments = false): Promise<Placed> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const request = instalments
    ? orderRequest({ payment_method: 'instalments', instalments: 3 })
    : orderRequest({ payment_method: 'card' });
  const outcome = await placeOrder(request, customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const payment_url = outcome.result.payment_url!;
  return { order_id: outcome.result.order_id, id: sessionOf(payment_url), payment_url };
}

const orderOf = (id: string) => read<StoredOrder>(`orders/${id}`);
const confirmation = (id: string) => `${TEST_WEB_ORIGIN}/commande-validee?commande=${id}`;
const orderPage = (id: string) => `${TEST_WEB_ORIGIN}/mon-compte/mes-commandes/${id}`;

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customer = await newAccount();
});
afterAll(closeAdmin);

describe('card through Stripe, answered by the payment sandbox', () => {
  it('sends the customer to the test page of a Checkout Session', async () => {
    const placed = await online('tp-session');
    expect(placed.payment_url).toBe(`${TEST_WEB_ORIGIN}/paiement-test?session=${placed.id}`);
    expect(await orderOf(placed.order_id)).toMatchObject({
      status: 'pending_payment',
      payment: { provider: 'stripe', status: 'pending', provider_ref: placed.id },
    });
  });

  it('« Payer » marks the order paid through stripeWebhook; clicking again changes nothing', async () => {
    const placed = await online('tp-paid');
    expect(await chooseOnTestPage(placed.id, 'paid')).toEqual({
      status: 200,
      body: { redirect_url: confirmation(placed.order_id) },
    });
    const order = await orderOf(placed.order_id);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(order!.payment.paid_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)!.event).toBe('Paiement reçu');
    const before = await dump();
    // The same event again (a Stripe retry), then another answer the sandbox refuses: the order
    // is unchanged; the redelivery is listed once among the payment incidents.
    expect((await chooseOnTestPage(placed.id, 'paid')).status).toBe(200);
    expect((await chooseOnTestPage(placed.id, 'cancelled')).status).toBe(409);
    const { payment_incidents: incidents, ...after } = (await dump()) as Record<string, unknown>;
    expect(after).toEqual(before);
    expect(Object.values(incidents as Record<string, { reason: string }>)).toEqual([
      expect.objectContaining({ reason: 'replayed', order_id: placed.order_id }),
    ]);
    expect(await read('products/tp-paid/stock')).toBe(3);
  });

  it('two simultaneous clicks on « Payer » apply one payment', async () => {
    const placed = await online('tp-twice');
    const replies = await Promise.all([
      chooseOnTestPage(placed.id, 'paid'),
      chooseOnTestPage(placed.id, 'paid'),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const order = await orderOf(placed.order_id);
    expect(order!.history.filter((h) => h.event === 'Paiement reçu')).toHaveLength(1);
  });

  it.each([
    ['failed', 'Paiement refusé : commande annulée', 'confirmation'],
    ['cancelled', 'Paiement annulé : commande annulée', 'order page'],
  ] as const)(
    '« %s » cancels the order and gives the stock back once',
    async (outcome, line, to) => {
      const placed = await online(`tp-${outcome}`);
      expect(await read(`products/tp-${outcome}/stock`)).toBe(3);
      const replies = await Promise.all([
        chooseOnTestPage(placed.id, outcome),
        chooseOnTestPage(placed.id, outcome),
      ]);
      const back =
        to === 'confirmation' ? confirmation(placed.order_id) : orderPage(placed.order_id);
      expect(replies[0]).toEqual({ status: 200, body: { redirect_url: back } });
      const order = await orderOf(placed.order_id);
      expect(order).toMatchObject({ status: 'cancelled', payment: { status: outcome } });
      expect(order!.stock_released_at).toEqual(expect.any(String));
      expect(order!.history.filter((h) => h.event === line)).toHaveLength(1);
      expect(await read(`products/tp-${outcome}/stock`)).toBe(5);
    },
  );

  it('a forged or replayed notification to stripeWebhook changes nothing', async () => {
    const placed = await online('tp-forged');
    const event = stripeEvent(
      { order_id: placed.order_id, session_id: placed.id },
      'checkout.session.completed',
    );
    const raw = JSON.stringify(event);
    const url = httpsUrl('stripeWebhook');
    const secret = localStripeWebhookSecret();
    const old = Math.floor(Date.now() / 1000) - 3600;
    const before = await dump();
    for (const signature of [
      null,
      signStripe(raw, 'whsec_not_the_shops'),
      signStripe(raw, secret, old),
    ])
      expect((await postStripeWebhook(event, signature, url)).status).toBe(400);
    expect(await dump()).toEqual(before);
    expect((await orderOf(placed.order_id))!.status).toBe('pending_payment');
  });
});

describe('instalments through Alma, answered by the payment sandbox', () => {
  it('« Payer » has Alma accept the payment; almaWebhook reads it back and marks the order paid', async () => {
    const placed = await online('tp-alma', true);
    expect(placed.payment_url).toBe(`${TEST_WEB_ORIGIN}/paiement-test?session=${placed.id}`);
    const reply = await chooseOnTestPage(placed.id, 'paid');
    expect(reply).toEqual({ status: 200, body: { redirect_url: confirmation(placed.order_id) } });
    expect(await orderOf(placed.order_id)).toMatchObject({
      status: 'paid',
      payment: { provider: 'alma', status: 'paid' },
    });
  });

  it('« Échec » is Alma’s refusal: the order is cancelled and the stock comes back', async () => {
    const placed = await online('tp-alma-no', true);
    const reply = await chooseOnTestPage(placed.id, 'failed');
    expect(reply.body).toEqual({ redirect_url: orderPage(placed.order_id) });
    expect(await orderOf(placed.order_id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'failed' },
    });
    expect(await read('products/tp-alma-no/stock')).toBe(5);
  });

  it('« Annuler » only sends the customer back: Alma tells the shop nothing', async () => {
    const placed = await online('tp-alma-back', true);
    const before = await dump();
    const reply = await chooseOnTestPage(placed.id, 'cancelled');
    expect(reply.body).toEqual({ redirect_url: orderPage(placed.order_id) });
    expect(await dump()).toEqual(before);
  });

  it('a notification for an accepted payment, sent again or unsigned, changes nothing', async () => {
    const placed = await online('tp-alma-again', true);
    await chooseOnTestPage(placed.id, 'paid');
    const before = await dump();
    const ipn = `${httpsUrl('almaWebhook')}?pid=${encodeURIComponent(placed.id)}`;
    const response = await fetch(ipn);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ applied: false });
    expect(await dump()).toEqual(before);
  });
});
