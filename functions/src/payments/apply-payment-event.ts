// A verified provider event applied to its order: paid ⇒ order paid; failed or cancelled ⇒
// order cancelled and its stock given back (once, see order-transition.ts). The event id is
// recorded in the same commit, so a replayed event changes nothing; any event the state
// machines refuse (e.g. a failure after the payment) changes nothing either. A payment is
// booked in the grand livre once (deterministic entry id, functions/src/ledger/auto-entries.ts).
import { toCents } from '@fohzshop/shared/money';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { pathOf, ref, type Row } from '../core/db.js';
import { recordPaymentRevenue } from '../ledger/auto-entries.js';
import { applyStatusChange, changeOrder, type StatusChange } from '../orders/order-transition.js';
import type { PaymentEvent } from './provider.js';

export const REPLAYED = 'Événement déjà traité.';
export const AMOUNT_MISMATCH = 'Le montant ne correspond pas à la commande.';
export const PROVIDER_MISMATCH = "Cette commande n'est pas payée par ce prestataire.";

export type EventResult =
  | { status: 'applied'; order_status: string; payment_status: string }
  | { status: 'ignored'; reason: string }
  | { status: 'missing' };

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

async function repairRevenue(orderId: string): Promise<void> {
  const order = (await ref(pathOf('orders', orderId)).once('value')).val() as Row | null;
  if (order) await recordPaymentRevenue(order, 'system');
}

export async function applyPaymentEvent(event: PaymentEvent): Promise<EventResult> {
  const at = new Date().toISOString();
  const result = await changeOrder(event.order_id, (order) => {
    const payment = (order.payment ?? {}) as Row & { events?: Record<string, true> };
    if (payment.events?.[event.event_id]) return { refuse: REPLAYED };
    if (payment.provider !== event.provider) return { refuse: PROVIDER_MISMATCH };
    const total = (order.totals as Row | undefined)?.total;
    if (typeof total !== 'number' || toCents(total) !== event.amount_cents)
      return { refuse: AMOUNT_MISMATCH };
    const change = changeFor(event, at);
    change.paymentPatch = {
      ...change.paymentPatch,
      events: { ...payment.events, [event.event_id]: true },
    };
    return applyStatusChange(order, change);
  });
  if (result.status === 'missing') return result;
  if (result.status === 'refused') {
    // A replay may follow a crash between the payment and its ledger entry: book it if missing.
    if (result.reason === REPLAYED) await repairRevenue(event.order_id);
    return { status: 'ignored', reason: result.reason };
  }
  if (event.outcome === 'paid') await recordPaymentRevenue(result.order, 'system');
  const payment = result.order.payment as Row;
  return {
    status: 'applied',
    order_status: String(result.order.status),
    payment_status: String(payment.status),
  };
}
