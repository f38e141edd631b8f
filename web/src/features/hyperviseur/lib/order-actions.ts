// Which actions an order offers in the Hyperviseur: only the transitions the shared state
// machines allow from where the order stands (the server checks them again).
import { formatCents, fromCents, toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { deliveryMachine, type DeliveryStatus } from '@fohzshop/shared/state-machines/delivery';
import { orderMachine, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import { paymentMachine } from '@fohzshop/shared/state-machines/payment';
import { returnMachine, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import { shownDeliveryStatus } from '@fohzshop/shared/state-machines/shown-status';

/** Set by hand; paid, shipped, delivered and refunded follow payments and deliveries. */
const MANUAL_ORDER_STATUSES: readonly OrderStatus[] = ['preparing', 'cancelled'];

export const orderStatusActions = (order: Order): OrderStatus[] =>
  orderMachine.nextStatuses(order.status).filter((s) => MANUAL_ORDER_STATUSES.includes(s));

/**
 * Shipping needs a paid order (the server takes it through « En préparation » first), one being
 * prepared, or a parcel to send again; delivery a shipped one. From the delivery as it is shown:
 * a closed order's delivery that never left reads as cancelled, and offers nothing.
 */
export function deliveryActions(order: Order): DeliveryStatus[] {
  return deliveryMachine.nextStatuses(shownDeliveryStatus(order)).filter((next) => {
    if (next === 'shipped')
      return (
        orderMachine.canTransition(order.status, 'shipped') ||
        order.status === 'shipped' ||
        (order.status === 'paid' && orderMachine.canTransition('preparing', 'shipped'))
      );
    if (next === 'cancelled') return order.status === 'cancelled';
    return true;
  });
}

/**
 * After shipping, carrier and tracking number can be corrected without a status change (the
 * server accepts the same status with new delivery details): the change to send, or null when
 * nothing differs from what is stored (or the parcel has not left yet).
 */
export function deliveryInfoCorrection(
  order: Order,
  carrier: string,
  tracking: string,
): { status: DeliveryStatus; carrier: string; tracking_number: string } | null {
  const { delivery } = order;
  if (delivery.status === 'pending') return null;
  const next = { carrier: carrier.trim(), tracking_number: tracking.trim() };
  const unchanged =
    next.carrier === (delivery.carrier ?? '') &&
    next.tracking_number === (delivery.tracking_number ?? '');
  return unchanged ? null : { status: delivery.status, ...next };
}

export const returnActions = (order: Order): ReturnStatus[] =>
  order.return ? [...returnMachine.nextStatuses(order.return.status)] : [];

export const canConfirmTransfer = (order: Order): boolean =>
  order.payment.method === 'bank_transfer' &&
  order.payment.status === 'pending' &&
  orderMachine.canTransition(order.status, 'paid');

/** What is left to refund, in cents (0 when nothing can be refunded). */
export function refundableCents(order: Order): number {
  if (!paymentMachine.canTransition(order.payment.status, 'refunded')) return 0;
  return Math.max(0, toCents(order.totals.total) - toCents(order.payment.refunded_amount ?? 0));
}

export type RefundRequest = { status: 'refunded' | 'partially_refunded'; refund_amount: number };

/** A refund of `text` euros → the payment change, or the French reason it is refused. */
export function refundRequest(order: Order, text: string): RefundRequest | { error: string } {
  const left = refundableCents(order);
  if (left === 0) return { error: 'Cette commande ne peut pas être remboursée.' };
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value <= 0)
    return { error: 'Indiquez un montant supérieur à zéro.' };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return { error: 'Le montant doit avoir au plus deux décimales.' };
  const cents = toCents(value);
  if (cents > left) return { error: `Le remboursement ne peut dépasser ${formatCents(left)}.` };
  return {
    status: cents === left ? 'refunded' : 'partially_refunded',
    refund_amount: fromCents(cents),
  };
}
