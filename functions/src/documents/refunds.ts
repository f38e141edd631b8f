// The refunds a committed change recorded: each one gets its own credit note. Refunds are
// listed under payment.refunds (id → amount); without that list, an increase of the refunded
// total counts as one refund, keyed by the new total.
import { refundedCents } from '@fohzshop/shared/invoice';
import { toCents } from '@fohzshop/shared/money';

type OrderLike = Record<string, unknown> | null | undefined;
export type RecordedRefund = { key: string; amountCents: number };

const paymentOf = (order: OrderLike) => (order?.payment ?? {}) as Record<string, unknown>;
const totalOf = (order: OrderLike) =>
  Number(((order?.totals ?? {}) as Record<string, unknown>).total ?? 0);

export function refundsAdded(before: OrderLike, after: OrderLike): RecordedRefund[] {
  if (!after) return [];
  const listed = paymentOf(after).refunds as Record<string, { amount?: unknown }> | undefined;
  if (listed && typeof listed === 'object') {
    const known = (paymentOf(before).refunds ?? {}) as Record<string, unknown>;
    return Object.entries(listed)
      .filter(([key, refund]) => !(key in known) && typeof refund?.amount === 'number')
      .map(([key, refund]) => ({ key, amountCents: toCents(refund.amount as number) }))
      .filter((refund) => refund.amountCents > 0);
  }
  const now = refundedCents(paymentOf(after), totalOf(after));
  const earlier = before ? refundedCents(paymentOf(before), totalOf(before)) : 0;
  return now > earlier ? [{ key: `total-${now}`, amountCents: now - earlier }] : [];
}
