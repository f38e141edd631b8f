// Payments bound to their order (issue 24, item 2), attacked as the providers' own traffic: events
// signed like Stripe's (a valid signature proves only that Stripe sent it) and Alma payments read
// back from the sandbox. An event naming another order's session, another currency, the live mode
// on this test deployment, an untracked type or another amount — or an Alma payment that is not
// the order's own — is acknowledged (200, Stripe stops resending), changes nothing in the order,
// and is recorded as a payment incident for the Hyperviseur.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { orderRequest, seedCart, seedSettings, type OrderAnswer } from './support/orders.js';
import {
  callPayments,
  paymentsUrl,
  providersStackReady,
  startProvidersSandbox,
  TEST_KEYS,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase, seedProduct } from './support/seed.js';
import { postStripeWebhook as webhook, stripeEvent } from './support/stripe-webhook.js';

let stub: PaymentSandbox;
let customer: Account;
let products = 0;

type Incident = { order_id?: string; reason: string; action: string; label: string };

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

/** An order of 299,98 € paid by card or in 3 instalments; its session or payment id. */
async function place(method: 'card' | 'instalments') {
  const product = `pb-${++products}`;
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const request = orderRequest(
    method === 'card'
      ? { payment_method: 'card' }
      : { payment_method: 'instalments', instalments: 3 },
  );
  const outcome = await callPayments<OrderAnswer>('placeOrder', request, customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const order_id = outcome.result.order_id;
  const ref = (await read<string>(`orders/${order_id}/payment/provider_ref`))!;
  // The confirmation e-mail's trigger marks the order once sent: waited for, so that a test's
  // « order unchanged » compares against the order as it stays.
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await read(`orders/${order_id}/mails/order_confirmation`)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { order_id, session_id: ref, ref };
}

const incidentsOf = async (orderId: string) =>
  Object.values((await read<Record<string, Incident>>('payment_incidents')) ?? {}).filter(
    (incident) => incident.order_id === orderId,
  );

describe('stripeWebhook: an event must name the order’s own session', () => {
  it.each([
    ["another order's session", 'wrong_payment'],
    ['another currency (USD)', 'wrong_currency'],
    ['the live mode on a test deployment', 'wrong_mode'],
    ['an untracked type (charge.succeeded)', 'wrong_type'],
    ['one cent less than the order', 'wrong_amount'],
  ])('%s: ignored, order unchanged, incident recorded', async (label, reason) => {
    const target = await place('card');
    const other = await place('card');
    const before = await read(`orders/${target.order_id}`);
    const type = reason === 'wrong_type' ? 'charge.succeeded' : 'checkout.session.completed';
    const event = stripeEvent(target, type, {
      ...(reason === 'wrong_payment' && { id: other.session_id }),
      ...(reason === 'wrong_currency' && { currency: 'usd' }),
      ...(reason === 'wrong_amount' && { amount_total: 29997 }),
    });
    const sent = reason === 'wrong_mode' ? { ...event, livemode: true } : event;
    const reply = await webhook(sent);
    expect(reply, label).toMatchObject({ status: 200, body: { applied: false } });
    expect(await read(`orders/${target.order_id}`)).toEqual(before);
    expect(await read(`orders/${other.order_id}/status`)).toBe('pending_payment');
    expect(await incidentsOf(target.order_id)).toEqual([
      expect.objectContaining({ reason, action: 'ignored', label: expect.any(String) }),
    ]);
  });

  it("applies the order's own session: the same event with the right id pays it", async () => {
    const target = await place('card');
    const reply = await webhook(stripeEvent(target, 'checkout.session.completed'));
    expect(reply.body).toMatchObject({ applied: true, order_status: 'paid' });
    expect(await incidentsOf(target.order_id)).toEqual([]);
  });
});

const sign = (pid: string) =>
  createHmac('sha256', TEST_KEYS.ALMA_API_KEY).update(pid).digest('hex');
const ipn = async (pid: string) => {
  const url = `${paymentsUrl('almaWebhook')}?pid=${encodeURIComponent(pid)}`;
  const response = await fetch(url, { headers: { 'x-alma-signature': sign(pid) } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('almaWebhook: the payment read back must be the order’s own', () => {
  it('ignores an accepted payment that names the order but is not its payment', async () => {
    const target = await place('instalments');
    const other = await place('instalments');
    const payment = stub.almaPayments.get(other.ref)!;
    payment.custom_data = { ...payment.custom_data, order_id: target.order_id };
    payment.state = 'in_progress';
    const before = await read(`orders/${target.order_id}`);
    expect(await ipn(other.ref)).toMatchObject({ status: 200, body: { applied: false } });
    expect(await read(`orders/${target.order_id}`)).toEqual(before);
    expect(await incidentsOf(target.order_id)).toEqual([
      expect.objectContaining({ reason: 'wrong_payment', action: 'ignored' }),
    ]);
  });

  it('ignores its own payment accepted for another amount', async () => {
    const target = await place('instalments');
    Object.assign(stub.almaPayments.get(target.ref)!, {
      state: 'in_progress',
      purchase_amount: 100,
    });
    const before = await read(`orders/${target.order_id}`);
    expect(await ipn(target.ref)).toMatchObject({ status: 200, body: { applied: false } });
    expect(await read(`orders/${target.order_id}`)).toEqual(before);
    expect((await incidentsOf(target.order_id)).map((i) => i.reason)).toEqual(['wrong_amount']);
  });
});
