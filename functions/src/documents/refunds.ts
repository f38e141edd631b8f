// The refunds a committed change recorded: each one gets its own credit note. Refunds are
// listed under payment.refunds (id → amount); without that list, an increase of the refunded
// total counts as one refund, keyed by the new total.
import { refundedCents } from '@fohzshop/shared/invoice';
import { toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';

export type RecordedRefund = { key: string; amountCents: number };

export function refundsAdded(before: Order | null, after: Order | null): RecordedRefund[] {
  if (!after) return [];
  const listed = after.payment.refunds;
  if (listed) {
    const known = before?.payment.refunds ?? {};
    return Object.entries(listed)
      .filter(([key]) => !(key in known))
      .map(([key, refund]) => ({ key, amountCents: toCents(refund.amount) }))
      .filter((refund) => refund.amountCents > 0);
  }
  const now = refundedCents(after.payment, after.totals.total);
  const earlier = before ? refundedCents(before.payment, before.totals.total) : 0;
  return now > earlier ? [{ key: `total-${now}`, amountCents: now - earlier }] : [];
}
