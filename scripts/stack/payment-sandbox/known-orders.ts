// The sandbox keeps nothing between runs, yet the local database does: demo orders paid by card
// or in instalments (scripts/seed/large/orders.ts) and orders paid during earlier runs. At start
// the stack hands them over, so that each exists at the sandbox as a paid Stripe session or an
// accepted Alma payment, with what was already refunded, and the Hyperviseur can refund it.
import type { PaymentSandbox } from './server';

type Row = Record<string, unknown>;
const PAID = new Set(['paid', 'partially_refunded', 'refunded']);
const cents = (euros: unknown) => Math.round(Number(euros) * 100);

/** Registers the paid online orders the sandbox does not know; returns how many. */
export function registerPaidOrders(sandbox: PaymentSandbox, orders: unknown): number {
  let known = 0;
  for (const [orderId, order] of Object.entries((orders ?? {}) as Record<string, Row>)) {
    const payment = (order.payment ?? {}) as Row;
    const ref = payment.provider_ref;
    const provider = payment.provider;
    if (typeof ref !== 'string' || !PAID.has(String(payment.status))) continue;
    if (sandbox.stripeSessions.has(ref) || sandbox.almaPayments.has(ref)) continue;
    const amount = cents((order.totals as Row | undefined)?.total);
    const refunds = Object.entries((payment.refunds ?? {}) as Record<string, Row>);
    let target = ref;
    if (provider === 'stripe') {
      target = `pi_${ref.replace(/^cs_test_/, '')}`;
      sandbox.stripeSessions.set(ref, {
        id: ref,
        amount_total: amount,
        payment_intent: target,
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: orderId,
        metadata: { order_id: orderId, number: String(order.number ?? '') },
      });
    } else if (provider === 'alma') {
      sandbox.almaPayments.set(ref, {
        id: ref,
        url: '',
        state: 'in_progress',
        purchase_amount: amount,
        installments_count: Number(payment.instalments ?? 3),
        custom_data: { order_id: orderId, number: String(order.number ?? '') },
        refunds: [],
      });
    } else continue;
    for (const [refundId, refund] of refunds)
      sandbox.refunds.push({
        provider,
        id: String(refund.provider_refund_id ?? refundId),
        amount: cents(refund.amount),
        target,
        key: `known-${orderId}-${refundId}`,
      });
    known += 1;
  }
  return known;
}
