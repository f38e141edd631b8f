import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPaidOrders } from './known-orders';
import { startPaymentSandbox, type PaymentSandbox } from './server';

let sandbox: PaymentSandbox;
beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});
afterAll(() => sandbox.close());

const refund = (intent: string, amount: number, key: string) =>
  fetch(`${sandbox.origin}/v1/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
    body: new URLSearchParams({ payment_intent: intent, amount: String(amount) }).toString(),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('orders paid before this run', () => {
  it('become refundable sessions and payments, less what was already refunded', async () => {
    const count = registerPaidOrders(sandbox, {
      o1: {
        number: 'FZ-2026-000001',
        totals: { total: 100 },
        payment: {
          provider: 'stripe',
          status: 'partially_refunded',
          provider_ref: 'cs_test_seedA',
          refunds: { refund_1: { amount: 30, provider_refund_id: 're_1' } },
        },
      },
      o2: {
        totals: { total: 50 },
        payment: { provider: 'alma', status: 'paid', provider_ref: 'payment_seedB' },
      },
      o3: {
        totals: { total: 9 },
        payment: { provider: 'stripe', status: 'pending', provider_ref: 'x' },
      },
      o4: { totals: { total: 9 }, payment: { provider: 'bank_transfer', status: 'paid' } },
    });
    expect(count).toBe(2);
    expect(sandbox.almaPayments.get('payment_seedB')).toMatchObject({ purchase_amount: 5000 });
    expect((await refund('pi_seedA', 7001, 'k1')).body).toMatchObject({
      error: { code: 'amount_too_large' },
    });
    expect((await refund('pi_seedA', 7000, 'k2')).body).toMatchObject({ amount: 7000 });
    expect(sandbox.stripeSessions.has('x')).toBe(false);
  });
});
