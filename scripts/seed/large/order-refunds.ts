// Refunds recorded by the shop, as functions/src/admin-orders/refund.ts records them: amounts in
// cents, refunded_amount accumulated, a full refund closes the order and a received return.
import { ADMIN_ORDER_EVENTS } from '@fohzshop/shared/admin-order-messages';
import { fromCents, percentOfCents, toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { returnMachine } from '@fohzshop/shared/state-machines/return';
import { orderAdminOf, roleOf } from './order-admin-parts';
import { applyChange } from './order-timeline';

/** Cents still refundable on the order. */
export const remainingCents = (order: Order): number =>
  toCents(order.totals.total) - toCents(order.payment.refunded_amount ?? 0);

/** A commercial gesture: 10–25 % of the total, in whole euros, at least 5 € and never all of it. */
export function gestureCents(order: Order, percent: number): number {
  const cents = Math.max(
    500,
    Math.round(percentOfCents(toCents(order.totals.total), percent) / 100) * 100,
  );
  return Math.min(cents, remainingCents(order) - 100);
}

export function refund(order: Order, cents: number, at: string, by: string): void {
  const already = toCents(order.payment.refunded_amount ?? 0);
  const full = cents === remainingCents(order);
  const refunds = order.payment.refunds ?? {};
  const id = `refund_${Object.keys(refunds).length + 1}`;
  const closesReturn =
    full &&
    order.return !== undefined &&
    returnMachine.canTransition(order.return.status, 'refunded');
  if (roleOf(order, by) === 'admin') {
    const admin = orderAdminOf(order);
    admin.refunds = { ...admin.refunds, [id]: by };
  }
  applyChange(order, {
    at,
    by,
    event: ADMIN_ORDER_EVENTS.refund(cents, full),
    // Never shipped: the order is cancelled (stock back); delivered and returned: refunded.
    ...(full && {
      order: order.status === 'paid' || order.status === 'preparing' ? 'cancelled' : 'refunded',
    }),
    payment: full ? 'refunded' : 'partially_refunded',
    paymentPatch: {
      refunded_amount: fromCents(already + cents),
      refunds: { ...refunds, [id]: { amount: fromCents(cents), at, by: roleOf(order, by) } },
    },
    ...(closesReturn && { return: 'refunded', returnPatch: { refunded_at: at } }),
  });
}
