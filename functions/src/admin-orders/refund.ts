// A refund by the admin, full or partial: the amount (euros → cents) must be positive and at most
// what was paid minus what was already refunded. One refund per request, whatever the retries,
// double clicks or parallel admins: the call first takes the order's refund lock in the
// database (refund-lock.ts) — a call that finds it held waits, then finds the refund recorded —
// and only then decides the refund on the order as stored and sends it to the provider that
// took the payment (Stripe or Alma; a bank transfer is refunded by hand). The provider's
// idempotency key is derived from the admin's request key (`refund-<order>-<request key>`, the
// refund id and amount when the caller sent none) and kept with the request, so every attempt of it, even
// days later, is the same refund at the provider (looked up first once it may have been sent).
// Only once the provider accepted it is the refund recorded, in one transaction on the order,
// under payment.refunds/{refund id} with the provider's refund id and the request key. A refused
// or unreachable provider leaves the order unchanged. A full refund closes the order:
// « Annulée » (stock given back) if it never left, « Remboursée » once delivered and its return
// received. The grand livre and the credit note follow (idempotent on the refund id).
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { fromCents, toCents } from '@fohzshop/shared/money';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import {
  OrderSchema,
  PaymentSchema,
  RefundSchema,
  type Order,
} from '@fohzshop/shared/schemas/order';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';
import { paymentMachine } from '@fohzshop/shared/state-machines/payment';
import { returnMachine } from '@fohzshop/shared/state-machines/return';
import { fail, isHttpsError } from '../core/errors.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { providerOf, type RefundRequest, type RefundResult } from '../payments/provider.js';
import { REFUND_MESSAGES } from '../payments/refund-messages.js';
import { check, readOrder } from './read-order.js';
import { acquireLease, markSent, releaseLease, waitForRelease } from './refund-lock.js';
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
export const REFUND_BUSY =
  "Un remboursement de cette commande est en cours d'envoi au prestataire : rechargez la commande dans un instant avant de réessayer.";
export const REFUND_KEY_REUSED =
  'Cette demande de remboursement a déjà été envoyée pour un autre montant : fermez la fenêtre et recommencez.';

/** What a refund reads of the order, parsed with the shared schemas. */
const RefundOrderSchema = OrderSchema.pick({
  number: true,
  totals: true,
  status: true,
  return: true,
}).extend({
  payment: PaymentSchema.pick({
    method: true,
    provider: true,
    provider_ref: true,
    status: true,
    refunded_amount: true,
  }).extend({
    refunds: z
      .record(
        DatabaseKeySchema,
        RefundSchema.pick({ amount: true, provider_refund_id: true, request_key: true }),
      )
      .optional(),
  }),
});
type RefundOrder = z.infer<typeof RefundOrderSchema>;

function parsed(orderId: string, stored: unknown): RefundOrder {
  const order = RefundOrderSchema.safeParse(stored);
  if (order.success) return order.data;
  logger.error('order unreadable for a refund', { order_id: orderId, issues: order.error.issues });
  throw fail('internal');
}

/** Order status after a full refund (the order machine refuses it when illegal, e.g. shipped). */
function closingStatus(order: RefundOrder): OrderStatus {
  if (order.status === 'paid' || order.status === 'preparing') return 'cancelled';
  return 'refunded';
}

const refundsOf = (order: RefundOrder) => order.payment.refunds ?? {};

/** The next refund of this order, or the French reason why the shop refuses it. */
function plan(order: RefundOrder, request: RefundAsk): Planned | { refuse: string } {
  const { payment } = order;
  const machineError = paymentMachine.transitionError(payment.status, request.status);
  if (machineError) return { refuse: machineError };
  const remaining = toCents(order.totals.total) - toCents(payment.refunded_amount ?? 0);
  if (request.refund_amount === undefined && request.status === 'partially_refunded')
    return { refuse: M.refundAmountRequired };
  const cents = request.refund_amount === undefined ? remaining : toCents(request.refund_amount);
  if (cents <= 0) return { refuse: remaining <= 0 ? M.refundTooHigh(0) : M.refundPositive };
  if (cents > remaining) return { refuse: M.refundTooHigh(remaining) };
  if (request.status === 'refunded' && cents !== remaining)
    return { refuse: M.refundFullMismatch(remaining) };
  const full = cents === remaining;
  if (full && order.status === 'delivered' && order.return?.status !== 'received')
    return { refuse: M.refundNeedsReturn };
  return { id: `refund_${Object.keys(refundsOf(order)).length + 1}`, cents, full };
}

/** Records the refund the provider accepted, if the order still calls for exactly that one. */
function record(stored: Order, orderId: string, request: RefundAsk, sent: Sent): Decision {
  const order = RefundOrderSchema.safeParse(stored);
  if (!order.success) return { refuse: CHANGED };
  if (refundsOf(order.data)[sent.id] || refundIdOf(stored, request.request_key) !== undefined)
    return { refuse: RECORDED };
  const planned = plan(order.data, request);
  if ('refuse' in planned) return planned;
  if (planned.id !== sent.id || planned.cents !== sent.cents) return { refuse: CHANGED };
  const { id, cents, full, by, at, result } = sent;
  const ret = order.data.return;
  const closeReturn = full && ret && returnMachine.canTransition(ret.status, 'refunded');
  const payment = stored.payment;
  return applyStatusChange(stored, {
    ...(full && { order: closingStatus(order.data) }),
    payment: full ? 'refunded' : 'partially_refunded',
    event: ADMIN_ORDER_EVENTS.refund(cents, full),
    by,
    at,
    paymentPatch: {
      refunded_amount: fromCents(toCents(order.data.payment.refunded_amount ?? 0) + cents),
      refunds: {
        ...payment.refunds,
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
function refunderOf(order: RefundOrder): (request: RefundRequest) => Promise<RefundResult> {
  const { provider, method } = order.payment;
  if (provider) return (request) => providerOf(provider).refund(request);
  if (method === 'bank_transfer') return (request) => providerOf('bank_transfer').refund(request);
  return async () => ({ note: REFUND_MESSAGES.manualNote });
}

/** Under the lock: decide, send, record; a refusal throws in French. */
async function refundHeld(orderId: string, request: RefundAsk, key: string, by: string) {
  const now = new Date();
  const at = now.toISOString();
  const stored = await readOrder(orderId);
  const order = parsed(orderId, stored);
  // Recorded meanwhile by the call that held the lock before this one.
  const replayed = refundIdOf(stored, request.request_key);
  if (replayed !== undefined) return ensureRefundRecords(orderId, stored, replayed, by);
  const planned = plan(order, request);
  if ('refuse' in planned) throw fail('failed-precondition', planned.refuse);
  const idempotency_key = `refund-${orderId}-${key}`;
  const permit = await markSent(orderId, key, { idempotency_key, cents: planned.cents, by }, at);
  if ('conflict' in permit) throw fail('failed-precondition', REFUND_KEY_REUSED);
  // The provider first: a refusal or an unreachable provider throws before anything is written.
  const result = await refunderOf(order)({
    order_id: orderId,
    number: order.number,
    ...(order.payment.provider_ref && { provider_ref: order.payment.provider_ref }),
    amount_cents: planned.cents,
    idempotency_key,
    sent_before: permit.sent_before,
    now,
  });
  const sent: Sent = { ...planned, by, at, result };
  const change = await changeOrder(orderId, (current) => record(current, orderId, request, sent));
  if (change.status === 'refused') {
    const latest = await readOrder(orderId);
    const current = refundsOf(parsed(orderId, latest))[planned.id];
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

export async function refundOrder(orderId: string, request: RefundAsk, by: string): Promise<void> {
  // A few rounds: each waits for one other call; more contention than that is answered « busy ».
  for (let round = 0; round < 4; round += 1) {
    const stored = await readOrder(orderId);
    // A request sent again after its refund was recorded (lost answer, double click, crash before
    // the ledger or the credit note): done, once what follows the refund is there too.
    const replayed = refundIdOf(stored, request.request_key);
    if (replayed !== undefined) return ensureRefundRecords(orderId, stored, replayed, by);
    const planned = plan(parsed(orderId, stored), request);
    if ('refuse' in planned) throw fail('failed-precondition', planned.refuse);
    // Without the admin's key, the refund's id and amount stand for the request.
    const key = request.request_key ?? `${planned.id}-${planned.cents}`;
    if (!(await acquireLease(orderId, key, by))) {
      // Another call is talking to the provider for this order: its outcome first.
      const waited = await waitForRelease(orderId, key);
      if ('timeout' in waited) throw fail('unavailable', REFUND_BUSY);
      if (waited.refusal) throw fail('failed-precondition', waited.refusal);
      continue;
    }
    try {
      await refundHeld(orderId, request, key, by);
      await releaseLease(orderId, key);
      return;
    } catch (error) {
      const refused = isHttpsError(error) && error.code === 'failed-precondition';
      await releaseLease(orderId, key, refused ? error.message : undefined);
      throw error;
    }
  }
  throw fail('unavailable', REFUND_BUSY);
}
