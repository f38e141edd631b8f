// Admin refunds reach the payment provider before the shop records them: Stripe (refund of the
// session's PaymentIntent) and Alma (payment refund) through the payment sandbox, which checks
// the key, the amount in cents and the idempotency key; a bank transfer is recorded as a
// transfer still to make. A refused or unreachable provider records
// nothing and answers in French; a retry after a lost answer is the same refund, never a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { paidOrder } from './support/admin-orders.js';
import { succeed } from './support/client.js';
import { seedSettings } from './support/orders.js';
import {
  callPayments,
  startProvidersSandbox,
  providersStackReady,
  TEST_KEYS,
} from './support/payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { resetDatabase } from './support/seed.js';
import { paidAlma, paidCard } from './support/provider-orders.js';

let stub: PaymentSandbox;
let admin: Account;
let customer: Account;

type StoredRefund = {
  amount: number;
  provider_refund_id?: string;
  note?: string;
  request_key?: string;
};
type StoredOrder = {
  status: string;
  payment: {
    status: string;
    provider_ref?: string;
    refunded_amount?: number;
    refunds?: Record<string, StoredRefund>;
  };
  credit_notes?: Record<string, { amount: number }>;
};
const orderOf = (id: string) => read<StoredOrder>(`orders/${id}`);
const refundKey = (orderId: string, n: number, cents: number) =>
  `refund-${orderId}-refund_${n}-${cents}`;

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  stub = await startProvidersSandbox(true);
  await providersStackReady();
}, 180_000);
afterAll(async () => {
  await stub?.close();
  await closeAdmin();
});

const paidCardOrder = (product: string) => paidCard(stub, customer, product);
const paidAlmaOrder = (product: string) => paidAlma(stub, customer, product);

const refund = (order_id: string, status: string, refund_amount?: number, request_key?: string) =>
  callPayments(
    'adminUpdatePayment',
    {
      order_id,
      status,
      ...(refund_amount !== undefined && { refund_amount }),
      ...(request_key !== undefined && { request_key }),
    },
    admin,
  );
const sentTo = (path: string) => stub.requests.filter((r) => r.path === path);
/** The shop's data: the refund lock (refund_requests) keeps the attempt and the refusal. */
const dumpShop = async () => {
  const { refund_requests: _, ...rest } = ((await dump()) ?? {}) as Record<string, unknown>;
  return rest;
};

describe('refunds through Stripe', () => {
  it('refunds the whole order once, and a replayed call sends nothing more', async () => {
    const placed = await paidCardOrder('rf-st-full');
    expect(await refund(placed.order_id, 'refunded')).toEqual({ ok: true, result: { ok: true } });
    const sent = sentTo('/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      headers: {
        authorization: `Bearer ${TEST_KEYS.STRIPE_SECRET_KEY}`,
        'idempotency-key': refundKey(placed.order_id, 1, 29998),
      },
      form: { payment_intent: placed.intent, amount: '29998' },
    });
    const done = stub.refunds.filter((r) => r.target === placed.intent);
    expect(done).toEqual([expect.objectContaining({ amount: 29998 })]);
    const order = await orderOf(placed.order_id);
    expect(order).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refunded_amount: 299.98 },
    });
    expect(order!.payment.refunds).toEqual({
      refund_1: expect.objectContaining({ amount: 299.98, provider_refund_id: done[0]!.id }),
    });
    expect(Object.values(order!.credit_notes ?? {}).map((n) => n.amount)).toEqual([299.98]);
    const replay = await refund(placed.order_id, 'refunded');
    expect(replay).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(sentTo('/v1/refunds')).toHaveLength(1);
  });

  it('retries a partial refund whose answer was lost as the same refund', async () => {
    const placed = await paidCardOrder('rf-st-lost');
    const before = await dumpShop();
    // Lost twice: the SDK retries a dropped connection once, with the same key.
    stub.dropRefundReplies = 2;
    const lost = await refund(placed.order_id, 'partially_refunded', 100);
    expect(lost).toMatchObject({ ok: false, code: 'unavailable' });
    expect(lost.ok ? '' : lost.message).toMatch(/^Stripe est injoignable/);
    expect(await dumpShop()).toEqual(before);
    expect(await refund(placed.order_id, 'partially_refunded', 100)).toMatchObject({ ok: true });
    const sent = sentTo('/v1/refunds').filter((r) => r.form?.payment_intent === placed.intent);
    expect(sent.map((r) => [r.headers['idempotency-key'], r.form?.amount])).toEqual([
      [refundKey(placed.order_id, 1, 10000), '10000'],
      [refundKey(placed.order_id, 1, 10000), '10000'],
    ]);
    // The retry asked Stripe first whether the refund existed, and found it: nothing sent again.
    const lookups = stub.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v1/refunds?'),
    );
    expect(lookups.map((r) => r.path)).toEqual([
      `/v1/refunds?payment_intent=${placed.intent}&limit=100`,
    ]);
    const done = stub.refunds.filter((r) => r.target === placed.intent);
    expect(done).toHaveLength(1);
    const order = await orderOf(placed.order_id);
    expect(order!.payment).toMatchObject({ status: 'partially_refunded', refunded_amount: 100 });
    expect(order!.payment.refunds?.refund_1?.provider_refund_id).toBe(done[0]!.id);
  });

  it('takes a partial refund sent again after its answer (same request key) only once', async () => {
    const placed = await paidCardOrder('rf-st-twice');
    expect(await refund(placed.order_id, 'partially_refunded', 40, 'rq-a')).toMatchObject({
      ok: true,
    });
    const after = await dump();
    // The admin did not see the answer and submits again: the same request, nothing more.
    expect(await refund(placed.order_id, 'partially_refunded', 40, 'rq-a')).toMatchObject({
      ok: true,
    });
    expect(await dump()).toEqual(after);
    expect(stub.refunds.filter((r) => r.target === placed.intent)).toHaveLength(1);
    // A new request is a new refund.
    expect(await refund(placed.order_id, 'partially_refunded', 40, 'rq-b')).toMatchObject({
      ok: true,
    });
    const order = await orderOf(placed.order_id);
    expect(order!.payment).toMatchObject({ refunded_amount: 80 });
    expect(Object.values(order!.payment.refunds ?? {}).map((r) => r.request_key)).toEqual([
      'rq-a',
      'rq-b',
    ]);
    expect(stub.refunds.filter((r) => r.target === placed.intent)).toHaveLength(2);
  });

  it('records nothing and explains in French when Stripe refuses or is down', async () => {
    const placed = await paidCardOrder('rf-st-refused');
    const before = await dumpShop();
    stub.refundFailure = {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'ch_1X' } },
    };
    try {
      const refused = await refund(placed.order_id, 'partially_refunded', 50);
      expect(refused).toEqual({
        ok: false,
        code: 'failed-precondition',
        httpStatus: 400,
        message:
          "Stripe a refusé le remboursement : le paiement fait l'objet d'une contestation. Rien n'a été enregistré.",
      });
    } finally {
      stub.refundFailure = null;
    }
    stub.failWith = 503;
    try {
      const down = await refund(placed.order_id, 'refunded');
      expect(down).toMatchObject({ ok: false, code: 'unavailable' });
    } finally {
      stub.failWith = null;
    }
    expect(await dumpShop()).toEqual(before);
    expect(stub.refunds.filter((r) => r.target === placed.intent)).toHaveLength(0);
  });
});

describe('refunds through Alma', () => {
  it('refunds part then the rest, a lost answer retried without a second refund', async () => {
    const placed = await paidAlmaOrder('rf-alma');
    expect(await refund(placed.order_id, 'partially_refunded', 50)).toMatchObject({ ok: true });
    const path = `/v1/payments/${placed.ref}/refund`;
    expect(sentTo(path)[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: `Alma-Auth ${TEST_KEYS.ALMA_API_KEY}` },
      json: { amount: 5000, merchant_reference: refundKey(placed.order_id, 1, 5000) },
    });
    stub.dropRefundReplies = 1;
    const lost = await refund(placed.order_id, 'refunded');
    expect(lost).toMatchObject({ ok: false, code: 'unavailable' });
    expect(lost.ok ? '' : lost.message).toMatch(/^Alma est injoignable/);
    expect(await refund(placed.order_id, 'refunded')).toMatchObject({ ok: true });
    expect(sentTo(path)).toHaveLength(2);
    const done = stub.refunds.filter((r) => r.target === placed.ref);
    expect(done.map((r) => [r.amount, r.key])).toEqual([
      [5000, refundKey(placed.order_id, 1, 5000)],
      [24998, refundKey(placed.order_id, 2, 24998)],
    ]);
    const order = await orderOf(placed.order_id);
    expect(order!.payment).toMatchObject({ status: 'refunded', refunded_amount: 299.98 });
    expect(order!.payment.refunds).toEqual({
      refund_1: expect.objectContaining({ amount: 50, provider_refund_id: done[0]!.id }),
      refund_2: expect.objectContaining({ amount: 249.98, provider_refund_id: done[1]!.id }),
    });
  });

  it('records nothing and explains in French when Alma refuses', async () => {
    const placed = await paidAlmaOrder('rf-alma-refused');
    const before = await dumpShop();
    stub.refundFailure = { status: 400, body: { message: 'internal detail' } };
    try {
      const refused = await refund(placed.order_id, 'refunded');
      expect(refused).toMatchObject({
        ok: false,
        code: 'failed-precondition',
        message: "Alma a refusé le remboursement : demande refusée. Rien n'a été enregistré.",
      });
    } finally {
      stub.refundFailure = null;
    }
    expect(await dumpShop()).toEqual(before);
  });
});

describe('refunds without a provider API', () => {
  it('records a bank transfer refund as a transfer still to make', async () => {
    const id = await paidOrder(admin, customer, 'rf-transfer');
    const requests = stub.requests.length;
    await succeed(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded', refund_amount: 20 },
      admin,
    );
    expect((await orderOf(id))!.payment.refunds).toEqual({
      refund_1: expect.objectContaining({
        amount: 20,
        note: 'Virement de remboursement à effectuer',
      }),
    });
    expect(stub.requests).toHaveLength(requests);
  });
});
