// A refund by the admin, full or partial: the amount (euros → cents) must be positive and at most
// what was paid minus what was already refunded. The refund is first decided on the order as
// stored, then sent to the provider that took the payment (Stripe or Alma; a bank
// transfer is refunded by hand), and only once the provider accepted it is it recorded, in one
// transaction on the order, under payment.refunds/{refund id} with the provider's refund id. A
// refused or unreachable provider leaves everything unchanged. The provider's idempotency key
// is derived from the refund id, which stays the same until that refund is recorded: a retry
// after a lost answer or a crash is the same refund at the provider. A full refund closes the
// order: « Annulée » (stock given back) if it never left, « Remboursée » once delivered and its
// return received. The grand livre and the credit note follow (idempotent on the refund id).
import * as logger from 'firebase-functions/logger';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { fromCents, toCents } from '@fohzshop/shared/money';
import { PaymentProviderSchema } from '@fohzshop/shared/schemas/order';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';
import { paymentMachine, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { returnMachine, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import type { Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { providerOf, type RefundRequest, type RefundResult } from '../payments/provider.js';
import { REFUND_MESSAGES } from '../payments/refund-messages.js';
import { check, readOrder } from './read-order.js';
import { ensureRefundRecords, refundIdOf } from './refund-records.js';

const M = ADMIN_ORDER_MESSAGES;
type RefundAsk = {
  status: 'refunded' | 'partially_refunded';
  refund_amount?: number | undefined;
  /** The admin's request: sent again, it is the refund already made. */
  request_key?: string | undefined;
};
type Planned = { id: string; cents: number; full: boolean };
type Sent = Planned & { by: string; at: string; result: RefundResult };
/** Refusals after the provider accepted: recorded already by a retry, or the order changed. */
const RECORDED = 'refund-recorded';
const CHANGED = 'order-changed';

/** Order status after a full refund (the order machine refuses it when illegal, e.g. shipped). */
function closingStatus(order: Row): OrderStatus {
  const status = order.status as OrderStatus;
  if (status === 'paid' || status === 'preparing') return 'cancelled';
  return 'refunded';
}

const paymentOf = (order: Row) => (order.payment ?? {}) as Row;
const refundsOf = (order: Row) => (paymentOf(order).refunds ?? {}) as Record<string, Row>;

/** The next refund of this order, or the French reason why the shop refuses it. */
function plan(order: Row, request: RefundAsk): Planned | { refuse: string } {
  const payment = paymentOf(order);
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
  return { id: `refund_${Object.keys(refundsOf(order)).length + 1}`, cents, full };
}

/** Whether this request was already refunded (its key is on a recorded refund). */
const alreadyRefunded = (order: Row, request: RefundAsk): boolean =>
  request.request_key !== undefined &&
  Object.values(refundsOf(order)).some((refund) => refund.request_key === request.request_key);

/** Records the refund the provider accepted, if the order still calls for exactly that one. */
function record(order: Row, request: RefundAsk, sent: Sent): Decision {
  if (refundsOf(order)[sent.id] || alreadyRefunded(order, request)) return { refuse: RECORDED };
  const planned = plan(order, request);
  if ('refuse' in planned) return planned;
  if (planned.id !== sent.id || planned.cents !== sent.cents) return { refuse: CHANGED };
  const payment = paymentOf(order);
  const { id, cents, full, by, at, result } = sent;
  const ret = order.return as Row | undefined;
  const closeReturn =
    full && ret && returnMachine.canTransition(ret.status as ReturnStatus, 'refunded');
  return applyStatusChange(order, {
    ...(full && { order: closingStatus(order) }),
    payment: full ? 'refunded' : 'partially_refunded',
    event: ADMIN_ORDER_EVENTS.refund(cents, full),
    by,
    at,
    paymentPatch: {
      refunded_amount: fromCents(toCents(Number(payment.refunded_amount ?? 0)) + cents),
      refunds: {
        ...refundsOf(order),
        [id]: {
          amount: fromCents(cents),
          at,
          by,
          ...result,
          ...(request.request_key && { request_key: request.request_key }),
        },
      },
    },
    ...(closeReturn && { patch: { return: { ...ret, status: 'refunded', refunded_at: at } } }),
  });
}

/** The provider that took the payment; an order without one is refunded by hand. */
function refunderOf(payment: Row): (request: RefundRequest) => Promise<RefundResult> {
  const id = PaymentProviderSchema.safeParse(payment.provider);
  if (id.success) return (request) => providerOf(id.data).refund(request);
  if (payment.method === 'bank_transfer')
    return (request) => providerOf('bank_transfer').refund(request);
  return async () => ({ note: REFUND_MESSAGES.manualNote });
}

export async function refundOrder(orderId: string, request: RefundAsk, by: string): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const order = await readOrder(orderId);
  // A request sent again after its refund was recorded (lost answer, double click, crash before
  // the ledger or the credit note): done, once what follows the refund is there too.
  const replayed = refundIdOf(order, request.request_key);
  if (replayed !== undefined) return ensureRefundRecords(orderId, order, replayed, by);
  const planned = plan(order, request);
  if ('refuse' in planned) throw fail('failed-precondition', planned.refuse);
  const payment = paymentOf(order);
  // The provider first: a refusal or an unreachable provider throws before anything is written.
  const result = await refunderOf(payment)({
    order_id: orderId,
    number: String(order.number),
    ...(typeof payment.provider_ref === 'string' && { provider_ref: payment.provider_ref }),
    amount_cents: planned.cents,
    idempotency_key: `refund-${orderId}-${planned.id}`,
    now,
  });
  const sent: Sent = { ...planned, by, at, result };
  const change = await changeOrder(orderId, (current) => record(current, request, sent));
  if (change.status === 'refused') {
    const latest = await readOrder(orderId);
    const current = refundsOf(latest)[planned.id];
    // A concurrent retry of this very refund recorded it: done, with what follows it.
    if (current && current.provider_refund_id === result.provider_refund_id)
      return ensureRefundRecords(orderId, latest, planned.id, by);
    const replayedMeanwhile = refundIdOf(latest, request.request_key);
    if (replayedMeanwhile !== undefined)
      return ensureRefundRecords(orderId, latest, replayedMeanwhile, by);
    logger.error('refund accepted by the provider but not recorded', {
      order_id: orderId,
      refund: planned.id,
      cents: planned.cents,
      ...result,
      reason: change.reason,
    });
    throw fail('failed-precondition', REFUND_MESSAGES.changedMeanwhile);
  }
  check(change);
  // The credit note is first issued by changeOrder's follow-ups, which only log a failure:
  // ensured here (idempotent), with the grand livre entry.
  await ensureRefundRecords(orderId, change.order, planned.id, by);
}
