// Whether a verified provider event is about this order's own payment, pure. A signature only
// proves the provider sent the event; it must also name the payment the shop started for the
// order (Stripe Checkout Session id, Alma payment id, both stored as payment.provider_ref), in
// euros, for exactly the order's total. Anything else is ignored and recorded as an incident
// (payment-incidents.ts): a session of another order, a test payment on a live shop, a payment
// of another amount, currency or provider never moves an order.
import { toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { IncidentReason } from '@fohzshop/shared/schemas/payment-incident';
import type { PaymentEvent } from './provider.js';

export const SHOP_CURRENCY = 'eur';

/** The first reason why the event is not the order's own payment, or null. */
type BoundOrder = {
  totals: Pick<Order['totals'], 'total'>;
  payment: Pick<Order['payment'], 'provider' | 'provider_ref' | 'status'>;
  status: Order['status'];
};

export function bindingError(
  order: Omit<BoundOrder, 'status'>,
  event: PaymentEvent,
): IncidentReason | null {
  if (order.payment.provider !== event.provider) return 'wrong_provider';
  if (!order.payment.provider_ref || order.payment.provider_ref !== event.provider_ref)
    return 'wrong_payment';
  if (event.currency.toLowerCase() !== SHOP_CURRENCY) return 'wrong_currency';
  if (toCents(order.totals.total) !== event.amount_cents) return 'wrong_amount';
  return null;
}

/**
 * An order that can no longer be paid and whose payment never was: money arriving for it is
 * sent back (late-payment.ts). A paid or refunded order is not « closed » in this sense.
 */
export const isClosedUnpaid = (order: Omit<BoundOrder, 'totals'>): boolean =>
  (order.status === 'cancelled' || order.status === 'expired') &&
  (order.payment.status === 'cancelled' || order.payment.status === 'failed');
