// Closed orders close their payment (issue 24, item 3), through the payment sandbox answering
// like Stripe and Alma. Cancel (customer or admin), delete and expiry expire the Stripe Checkout
// Session and cancel the Alma payment, after which the sandbox's test page refuses to take the
// payment. Money that still arrives for a closed order (the customer paid just before it closed)
// is sent back at once through the provider, once however often the event comes, and shown as a
// payment incident; the order stays closed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import {
  chooseOnTestPage,
  orderRequest,
  seedCart,
  seedSettings,
  type OrderAnswer,
} from './support/orders.js';
import {
  callPayments,
  paymentsUrl,
  PROVIDERS_PARAMS,
  providersStackReady,
  startProvidersSandbox,
  TEST_KEYS,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase, seedProduct } from './support/seed.js';
import { PROJECT_ID } from './support/stack.js';
import { postStripeWebhook, stripeEvent } from './support/stripe-webhook.js';
import { createHmac } from 'node:crypto';
import type * as ExpiryModule from '@fohzshop/functions/src/orders/expire-orders.js';

let stub: PaymentSandbox;
let admin: Account;
let customer: Account;
let expiry: typeof ExpiryModule;
let products = 0;

type Method = 'card' | 'instalments';
type Incident = { order_id?: string; reason: string; action: string; refund_id?: string };

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  stub = await startProvidersSandbox(true);
  // The expiry job runs in this process, against the test database and this sandbox.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  Object.assign(process.env, PROVIDERS_PARAMS, TEST_KEYS);
  expiry = await import('@fohzshop/functions/src/orders/expire-orders.js');
  await providersStackReady();
}, 180_000);
afterAll(async () => {
  await stub?.close();
  await closeAdmin();
});

async function place(method: Method) {
  const product = `pc-${++products}`;
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
  return { order_id, ref: (await read<string>(`orders/${order_id}/payment/provider_ref`))! };
}

/** Whether the provider closed it: Stripe's session expired, Alma's payment cancelled. */
const closedAtProvider = (method: Method, ref: string) =>
  method === 'card'
    ? stub.stripeSessions.get(ref)?.status === 'expired'
    : stub.almaPayments.get(ref)?.cancelled === true;

const ok = (outcome: { ok: boolean }) => expect(outcome).toMatchObject({ ok: true });

const CLOSERS: [string, (order_id: string) => Promise<void>][] = [
  [
    'the customer cancels',
    async (order_id) => ok(await callPayments('cancelMyOrder', { order_id }, customer)),
  ],
  [
    'the admin cancels',
    async (order_id) =>
      ok(await callPayments('adminUpdateOrder', { order_id, status: 'cancelled' }, admin)),
  ],
  [
    'the admin deletes',
    async (order_id) => ok(await callPayments('adminDeleteOrder', { order_id }, admin)),
  ],
  [
    'the order expires',
    async (order_id) => {
      await db()
        .ref(`orders/${order_id}/expires_at`)
        .set(new Date(Date.now() - 60_000).toISOString());
      expect(await expiry.expireDueOrders()).toContain(order_id);
    },
  ],
];

describe.each(['card', 'instalments'] as const)('closing a %s order', (method) => {
  it.each(CLOSERS)(
    '%s: the provider closes it and the test page refuses to take it',
    async (_label, close) => {
      const { order_id, ref } = await place(method);
      const refunds = stub.refunds.length;
      await close(order_id);
      expect(closedAtProvider(method, ref)).toBe(true);
      const page = await chooseOnTestPage(ref, 'paid', stub.origin);
      expect(page.status).toBe(409);
      expect(stub.refunds).toHaveLength(refunds);
    },
  );
});

const signAlma = (pid: string) =>
  createHmac('sha256', TEST_KEYS.ALMA_API_KEY).update(pid).digest('hex');
const incidentsOf = async (orderId: string) =>
  Object.values((await read<Record<string, Incident>>('payment_incidents')) ?? {}).filter(
    (incident) => incident.order_id === orderId,
  );

describe('a payment that arrives for a closed order', () => {
  it('Stripe, order cancelled by the admin: refunded once, the order stays cancelled', async () => {
    const { order_id, ref } = await place('card');
    // The customer pays on Stripe's page just before the admin cancels: the session is complete.
    const session = stub.stripeSessions.get(ref)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${order_id}`,
    });
    ok(await callPayments('adminUpdateOrder', { order_id, status: 'cancelled' }, admin));
    const event = stripeEvent({ order_id, session_id: ref }, 'checkout.session.completed');
    // Two deliveries at once: one sends the money back, the other is refunded already or, while
    // the first holds the lock, asks Stripe to send it again later (500).
    const replies = await Promise.all([postStripeWebhook(event), postStripeWebhook(event)]);
    expect(replies.map((r) => r.status)).toContain(200);
    expect((await postStripeWebhook(event)).status).toBe(200);
    expect(stub.refunds.filter((r) => r.target === `pi_${order_id}`).map((r) => r.amount)).toEqual([
      29998,
    ]);
    expect(await read(`orders/${order_id}/status`)).toBe('cancelled');
    expect(await read(`orders/${order_id}/payment/status`)).toBe('cancelled');
    expect(await incidentsOf(order_id)).toEqual([
      expect.objectContaining({
        reason: 'order_closed',
        action: 'refunded',
        refund_id: expect.any(String),
      }),
    ]);
  });

  it('Alma, order deleted by the admin: refunded through Alma, shown as an incident', async () => {
    const { order_id, ref } = await place('instalments');
    stub.almaPayments.get(ref)!.state = 'in_progress'; // accepted at Alma, IPN not there yet
    ok(await callPayments('adminDeleteOrder', { order_id }, admin));
    expect(await read(`order_deletions/${order_id}/provider_ref`)).toBe(ref);
    for (let n = 0; n < 2; n += 1) {
      const url = `${paymentsUrl('almaWebhook')}?pid=${encodeURIComponent(ref)}`;
      const reply = await fetch(url, { headers: { 'x-alma-signature': signAlma(ref) } });
      expect(reply.status).toBe(200);
    }
    expect(stub.refunds.filter((r) => r.target === ref).map((r) => r.amount)).toEqual([29998]);
    expect(await read(`orders/${order_id}`)).toBeNull();
    expect(await incidentsOf(order_id)).toEqual([
      expect.objectContaining({ reason: 'order_closed', action: 'refunded' }),
    ]);
  });
});
