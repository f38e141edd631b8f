// A verified provider event applied to its order: paid ⇒ order paid; failed or cancelled ⇒
// order cancelled and its stock given back (once, see order-transition.ts). The event must name
// the order's own payment (payment-binding.ts: session or payment id, euros, exact total), else
// nothing changes and a payment incident is recorded. The event id is recorded in the same
// commit, so a replayed event changes nothing; any event the state machines refuse (e.g. a
// failure after the payment) changes nothing either. A payment for an order that was closed
// first (cancelled, expired, deleted) is sent back (late-payment.ts). A payment is booked in the
// grand livre once (deterministic entry id, functions/src/ledger/auto-entries.ts).
import { toCents } from '@fohzshop/shared/money';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { OrderSchema, PaymentSchema } from '@fohzshop/shared/schemas/order';
import { OrderDeletionSchema, ORDER_DELETIONS } from '@fohzshop/shared/schemas/order-deletion';
import type { IncidentReason } from '@fohzshop/shared/schemas/payment-incident';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import { pathOf, ref } from '../core/db.js';
import { parseOrder } from '../core/records.js';
import { recordPaymentRevenue } from '../ledger/auto-entries.js';
import { applyStatusChange, changeOrder, type StatusChange } from '../orders/order-transition.js';
import { refundLatePayment } from './late-payment.js';
import { bindingError, isClosedUnpaid } from './payment-binding.js';
import { recordIncident } from './payment-incidents.js';
import type { PaymentEvent } from './provider.js';

export const REPLAYED = 'Événement déjà traité.';
export const NOT_THIS_PAYMENT = "L'événement ne correspond pas au paiement de la commande.";
export const ORDER_CLOSED = 'Commande close : paiement remboursé.';
const UNREADABLE = 'Commande illisible.';

export type EventResult =
  | { status: 'applied'; order_status: string; payment_status: string }
  | { status: 'ignored'; reason: string }
  | { status: 'missing' }
  /** Paid for a closed order and sent back. */
  | { status: 'refunded'; refund_id?: string }
  /** The shop (or the provider, for a refund) failed: the provider should send it again. */
  | { status: 'retry'; reason: string };

type Verdict =
  | { incident: IncidentReason; expected_cents: number }
  | { late: { number: string; expected_cents: number } }
  | { unreadable: true };

function changeFor(event: PaymentEvent, at: string): StatusChange {
  const base = { by: 'system', at };
  if (event.outcome === 'paid')
    return {
      ...base,
      order: 'paid',
      payment: 'paid',
      event: ORDER_EVENTS.paid,
      paymentPatch: { paid_at: at },
    };
  return {
    ...base,
    order: 'cancelled',
    payment: event.outcome,
    event: event.outcome === 'failed' ? ORDER_EVENTS.paymentFailed : ORDER_EVENTS.paymentCancelled,
  };
}

/** What an event reads of the order, parsed with the shared schemas. */
const EventOrderSchema = OrderSchema.pick({ number: true, totals: true, status: true }).extend({
  payment: PaymentSchema.pick({ provider: true, provider_ref: true, status: true, events: true }),
});
type EventOrder = z.infer<typeof EventOrderSchema>;
const orderOf = (raw: unknown) => EventOrderSchema.safeParse(raw);

async function repairRevenue(orderId: string): Promise<void> {
  const stored: unknown = (await ref(pathOf('orders', orderId)).once('value')).val();
  if (stored !== null && orderOf(stored).success)
    await recordPaymentRevenue(parseOrder(stored, orderId), 'system');
}

/** What to do with an event for this order, checked on the order as stored. */
function judge(order: EventOrder, event: PaymentEvent): Verdict | null {
  const expected_cents = toCents(order.totals.total);
  if (order.payment.events?.[event.event_id])
    // Stripe ids each event: a second delivery is worth showing. Alma's notifications of one
    // payment share an id by design (payment and outcome): not an incident.
    return event.provider === 'stripe' ? { incident: 'replayed', expected_cents } : null;
  const mismatch = bindingError(order, event);
  if (mismatch) return { incident: mismatch, expected_cents };
  if (event.outcome === 'paid' && isClosedUnpaid(order))
    return { late: { number: order.number, expected_cents } };
  return null;
}

const incidentOf = (event: PaymentEvent, reason: IncidentReason, expected_cents?: number) =>
  recordIncident({
    provider: event.provider,
    event_id: event.event_id,
    event_type: event.event_type,
    order_id: event.order_id,
    provider_ref: event.provider_ref,
    reason,
    amount_cents: event.amount_cents,
    currency: event.currency,
    expected_cents,
  });

async function sendBack(event: PaymentEvent, order: { number: string; expected_cents: number }) {
  const refund = await refundLatePayment(event, order);
  if (refund.status === 'refunded') return refund;
  if (refund.retry)
    return { status: 'retry' as const, reason: 'Remboursement impossible pour le moment.' };
  return { status: 'ignored' as const, reason: ORDER_CLOSED };
}

/** The order is gone, or being deleted: a payment for it goes back, if it is its own. */
async function deletedOrder(event: PaymentEvent): Promise<EventResult> {
  const claimed: unknown = (await ref(pathOf('orders', event.order_id)).once('value')).val();
  const order = claimed === null ? null : orderOf(claimed);
  let trace: { number: string; provider_ref?: string | undefined; cents: number } | null = null;
  if (order?.success)
    trace = {
      number: order.data.number,
      provider_ref: order.data.payment.provider_ref,
      cents: toCents(order.data.totals.total),
    };
  else {
    const stored: unknown = (
      await ref(pathOf(ORDER_DELETIONS, event.order_id)).once('value')
    ).val();
    const deletion = OrderDeletionSchema.safeParse(stored);
    if (deletion.success)
      trace = {
        number: deletion.data.number,
        provider_ref: deletion.data.provider_ref,
        cents: toCents(deletion.data.totals.total),
      };
  }
  if (!trace) {
    await incidentOf(event, 'unknown_order');
    return { status: 'missing' };
  }
  if (trace.provider_ref !== event.provider_ref || trace.cents !== event.amount_cents) {
    await incidentOf(
      event,
      trace.provider_ref !== event.provider_ref ? 'wrong_payment' : 'wrong_amount',
      trace.cents,
    );
    return { status: 'ignored', reason: NOT_THIS_PAYMENT };
  }
  // Its expiry or failure: nothing to do, the order is gone already.
  if (event.outcome !== 'paid') return { status: 'ignored', reason: 'Commande supprimée.' };
  return sendBack(event, { number: trace.number, expected_cents: trace.cents });
}

export async function applyPaymentEvent(event: PaymentEvent): Promise<EventResult> {
  const at = new Date().toISOString();
  const seen: { verdict: Verdict | null } = { verdict: null };
  const result = await changeOrder(event.order_id, (stored) => {
    seen.verdict = null;
    const order = orderOf(stored);
    if (!order.success) {
      seen.verdict = { unreadable: true };
      return { refuse: UNREADABLE };
    }
    const replayed = order.data.payment.events?.[event.event_id] === true;
    seen.verdict = judge(order.data, event);
    if (replayed) return { refuse: REPLAYED };
    if (seen.verdict) return { refuse: 'late' in seen.verdict ? ORDER_CLOSED : NOT_THIS_PAYMENT };
    const change = changeFor(event, at);
    change.paymentPatch = {
      ...change.paymentPatch,
      events: { ...order.data.payment.events, [event.event_id]: true },
    };
    return applyStatusChange(stored, change);
  });
  if (result.status === 'missing') return deletedOrder(event);
  const verdict: Verdict | null = seen.verdict;
  if (result.status === 'refused') {
    if (verdict && 'unreadable' in verdict) {
      logger.error('order unreadable for a payment event', { ...event });
      return { status: 'retry', reason: UNREADABLE };
    }
    if (verdict && 'late' in verdict) return sendBack(event, verdict.late);
    if (verdict) await incidentOf(event, verdict.incident, verdict.expected_cents);
    // A replay may follow a crash between the payment and its ledger entry: book it if missing.
    if (result.reason === REPLAYED) await repairRevenue(event.order_id);
    return { status: 'ignored', reason: result.reason };
  }
  const order = orderOf(result.order);
  if (!order.success) throw new Error(`order ${event.order_id} unreadable after the change`);
  if (event.outcome === 'paid')
    await recordPaymentRevenue({ ...result.order, order_id: event.order_id }, 'system');
  return {
    status: 'applied',
    order_status: order.data.status,
    payment_status: order.data.payment.status,
  };
}
