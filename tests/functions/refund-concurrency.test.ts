// One refund per request (issue 24, item 4), through the payment sandbox answering like Stripe
// and Alma: parallel identical requests (double click, retries, two tabs) reach the provider
// once and record one refund; two admins with their own requests are served one after the
// other, never beyond what was paid; a request retried after Stripe forgot its idempotency key
// (24 h) finds the refund it made instead of sending a second one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { seedSettings } from './support/orders.js';
import {
  callPayments,
  providersStackReady,
  startProvidersSandbox,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase } from './support/seed.js';
import { paidAlma, paidCard } from './support/provider-orders.js';

let stub: PaymentSandbox;
let admin: Account;
let otherAdmin: Account;
let customer: Account;

type StoredOrder = {
  payment: {
    status: string;
    refunded_amount?: number;
    refunds?: Record<string, { amount: number; request_key?: string }>;
  };
  credit_notes?: Record<string, unknown>;
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, otherAdmin, customer] = await Promise.all([
    newAccount({ admin: true }),
    newAccount({ admin: true }),
    newAccount(),
  ]);
  stub = await startProvidersSandbox(true);
  await providersStackReady();
}, 180_000);
afterAll(async () => {
  await stub?.close();
  await closeAdmin();
});

const refund = (order_id: string, cents: number | null, request_key: string, who = admin) =>
  callPayments(
    'adminUpdatePayment',
    {
      order_id,
      status: cents === null ? 'refunded' : 'partially_refunded',
      ...(cents !== null && { refund_amount: cents / 100 }),
      request_key,
    },
    who,
  );

/** A paid order of 299,98 € and where its refunds land at the provider. */
async function paid(provider: 'stripe' | 'alma', product: string) {
  if (provider === 'stripe') {
    const placed = await paidCard(stub, customer, product);
    return { ...placed, target: placed.intent, refundPath: '/v1/refunds' };
  }
  const placed = await paidAlma(stub, customer, product);
  return { ...placed, target: placed.ref, refundPath: `/v1/payments/${placed.ref}/refund` };
}

const refundsAt = (target: string) => stub.refunds.filter((r) => r.target === target);
const postsTo = (path: string, target: string) =>
  stub.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === path &&
      (path !== '/v1/refunds' || r.form?.payment_intent === target),
  );
const refundEntries = async (orderId: string) =>
  Object.values((await read<Record<string, Record<string, unknown>>>('ledger')) ?? {}).filter(
    (entry) => entry.order_id === orderId && entry.automatic === 'refund',
  );

describe.each(['stripe', 'alma'] as const)('refunds through %s', (provider) => {
  it('6 parallel identical requests: one call to the provider, one refund, one credit note', async () => {
    const order = await paid(provider, `rc-${provider}-same`);
    const calls = await Promise.all(
      Array.from({ length: 6 }, () => refund(order.order_id, 4000, `rq-${provider}-double`)),
    );
    expect(calls.map((c) => c.ok)).toEqual([true, true, true, true, true, true]);
    expect(postsTo(order.refundPath, order.target)).toHaveLength(1);
    expect(refundsAt(order.target).map((r) => r.amount)).toEqual([4000]);
    const stored = await read<StoredOrder>(`orders/${order.order_id}`);
    expect(stored!.payment).toMatchObject({ status: 'partially_refunded', refunded_amount: 40 });
    expect(Object.keys(stored!.payment.refunds ?? {})).toEqual(['refund_1']);
    expect(Object.keys(stored!.credit_notes ?? {})).toEqual(['refund_1']);
    expect(await refundEntries(order.order_id)).toHaveLength(1);
  });

  it('two admins at once, each their own request: both served in turn, never beyond the total', async () => {
    const order = await paid(provider, `rc-${provider}-two`);
    const [a, b] = await Promise.all([
      refund(order.order_id, 10000, `rq-${provider}-a`, admin),
      refund(order.order_id, 10000, `rq-${provider}-b`, otherAdmin),
    ]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(refundsAt(order.target).map((r) => r.amount)).toEqual([10000, 10000]);
    // Both ask for everything that is left: one refund of the rest, the other refused.
    const [c, d] = await Promise.all([
      refund(order.order_id, null, `rq-${provider}-c`, admin),
      refund(order.order_id, null, `rq-${provider}-d`, otherAdmin),
    ]);
    expect([c, d].filter((r) => r.ok)).toHaveLength(1);
    expect([c, d].find((r) => !r.ok)).toMatchObject({ code: 'failed-precondition' });
    expect(refundsAt(order.target).map((r) => r.amount)).toEqual([10000, 10000, 9998]);
    const stored = await read<StoredOrder>(`orders/${order.order_id}`);
    expect(stored!.payment).toMatchObject({ status: 'refunded', refunded_amount: 299.98 });
    expect(Object.keys(stored!.payment.refunds ?? {})).toHaveLength(3);
  });
});

describe('a request retried after Stripe forgot its idempotency key (24 h)', () => {
  it('finds the refund it made at Stripe and records it, without a second one', async () => {
    const order = await paid('stripe', 'rc-stripe-late');
    stub.dropRefundReplies = 2; // the answer is lost (the SDK's own retry too)
    const lost = await refund(order.order_id, 5000, 'rq-late');
    expect(lost).toMatchObject({ ok: false, code: 'unavailable' });
    expect(refundsAt(order.target)).toHaveLength(1); // made at Stripe, unknown to the shop
    stub.stripeIdempotency.clear(); // a day later: Stripe no longer knows the key
    expect(await refund(order.order_id, 5000, 'rq-late')).toMatchObject({ ok: true });
    expect(refundsAt(order.target)).toHaveLength(1);
    expect(postsTo('/v1/refunds', order.target)).toHaveLength(2); // the lost call and its retry
    const stored = await read<StoredOrder>(`orders/${order.order_id}`);
    expect(stored!.payment.refunds).toEqual({
      refund_1: expect.objectContaining({ amount: 50, request_key: 'rq-late' }),
    });
  });

  it('refuses the same request key for another amount once it was sent', async () => {
    const order = await paid('stripe', 'rc-stripe-reuse');
    stub.dropRefundReplies = 2;
    expect(await refund(order.order_id, 5000, 'rq-reuse')).toMatchObject({ ok: false });
    const other = await refund(order.order_id, 6000, 'rq-reuse');
    expect(other).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(refundsAt(order.target).map((r) => r.amount)).toEqual([5000]);
  });
});
