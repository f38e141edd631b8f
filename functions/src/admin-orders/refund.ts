// A refund recorded by the shop, full or partial, in one transaction on the order: the amount
// (euros → cents) must be positive and at most what was paid minus what was already refunded;
// refunded_amount accumulates and each refund is kept under payment.refunds/{refund id}. A full
// refund closes the order: « Annulée » (stock given back) if it never left, « Remboursée » once
// delivered and its return received. After the commit, the refund is booked in the grand livre
// and its credit note issued (changeOrder's follow-ups), both idempotent on the refund id.
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { fromCents, toCents } from '@fohzshop/shared/money';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';
import { paymentMachine, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { returnMachine, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import type { Row } from '../core/db.js';
import { recordRefund } from '../ledger/auto-entries.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { check } from './read-order.js';

const M = ADMIN_ORDER_MESSAGES;
type Refund = { id: string; cents: number };

/** Order status after a full refund (the order machine refuses it when illegal, e.g. shipped). */
function closingStatus(order: Row): OrderStatus {
  const status = order.status as OrderStatus;
  if (status === 'paid' || status === 'preparing') return 'cancelled';
  return 'refunded';
}

function decide(
  order: Row,
  request: { status: 'refunded' | 'partially_refunded'; refund_amount?: number | undefined },
  by: string,
  at: string,
  out: { refund?: Refund },
): Decision {
  const payment = (order.payment ?? {}) as Row;
  const machineError = paymentMachine.transitionError(
    payment.status as PaymentStatus,
    request.status,
  );
  if (machineError) return { refuse: machineError };
  const totalCents = toCents(Number((order.totals as Row | undefined)?.total ?? 0));
  const alreadyCents = toCents(Number(payment.refunded_amount ?? 0));
  const remaining = totalCents - alreadyCents;
  if (request.refund_amount === undefined && request.status === 'partially_refunded')
    return { refuse: M.refundAmountRequired };
  const cents = request.refund_amount === undefined ? remaining : toCents(request.refund_amount);
  if (cents <= 0) return { refuse: remaining <= 0 ? M.refundTooHigh(0) : M.refundPositive };
  if (cents > remaining) return { refuse: M.refundTooHigh(remaining) };
  if (request.status === 'refunded' && cents !== remaining)
    return { refuse: M.refundFullMismatch(remaining) };
  const full = cents === remaining;
  const ret = order.return as Row | undefined;
  if (full && order.status === 'delivered' && ret?.status !== 'received')
    return { refuse: M.refundNeedsReturn };
  const refunds = (payment.refunds ?? {}) as Record<string, unknown>;
  const id = `refund_${Object.keys(refunds).length + 1}`;
  out.refund = { id, cents };
  const closeReturn =
    full && ret && returnMachine.canTransition(ret.status as ReturnStatus, 'refunded');
  return applyStatusChange(order, {
    ...(full && { order: closingStatus(order) }),
    payment: full ? 'refunded' : 'partially_refunded',
    event: ADMIN_ORDER_EVENTS.refund(cents, full),
    by,
    at,
    paymentPatch: {
      refunded_amount: fromCents(alreadyCents + cents),
      refunds: { ...refunds, [id]: { amount: fromCents(cents), at, by } },
    },
    ...(closeReturn && { patch: { return: { ...ret, status: 'refunded', refunded_at: at } } }),
  });
}

export async function refundOrder(
  orderId: string,
  request: { status: 'refunded' | 'partially_refunded'; refund_amount?: number | undefined },
  by: string,
): Promise<void> {
  const at = new Date().toISOString();
  const out: { refund?: Refund } = {};
  const result = await changeOrder(orderId, (order) => decide(order, request, by, at, out));
  check(result);
  const refund = out.refund!;
  // The credit note follows from payment.refunds/{id} (changeOrder's follow-ups).
  await recordRefund({ ...result.order, order_id: orderId }, { ...refund, at, by });
}
