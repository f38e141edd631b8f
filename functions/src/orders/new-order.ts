// The record of a new order, from its priced content and the payment the provider started:
// one shape for every way an order is created (placeOrder by the customer, adminCreateOrder).
import type { Address } from '@fohzshop/shared/schemas/user';
import type { Order, PaymentMethod } from '@fohzshop/shared/schemas/order';
import type { PaymentStart } from '../payments/provider.js';
import type { PricedOrder } from './build-order.js';
import { actorOf } from './order-transition.js';
import { resumablePayment } from './resumable-payment.js';
import type { Reservation } from './stock.js';

export type NewOrder = {
  order_id: string;
  number: string;
  user_id: string;
  email: string;
  priced: PricedOrder;
  shipping_address: Address;
  billing_address?: Address | undefined;
  payment_method: PaymentMethod;
  instalments?: number | undefined;
  payment: PaymentStart;
  reservation: Reservation;
  /** First history line: what happened and who did it ('customer' or the admin's uid). */
  event: string;
  by: string;
  at: string;
};

export function newOrderRecord(input: NewOrder): Order {
  const { priced, payment, at, instalments } = input;
  return {
    order_id: input.order_id,
    number: input.number,
    user_id: input.user_id,
    email: input.email,
    items: priced.items,
    totals: priced.totals,
    ...(priced.promotion && { promotion: priced.promotion }),
    shipping_address: input.shipping_address,
    ...(input.billing_address && { billing_address: input.billing_address }),
    payment: {
      method: input.payment_method,
      provider: payment.provider,
      status: 'pending',
      ...(instalments !== undefined && { instalments: instalments as 2 | 3 | 4 }),
      ...(priced.schedule && { schedule: priced.schedule }),
      ...(payment.provider_ref && { provider_ref: payment.provider_ref }),
      ...(payment.transfer && { transfer: payment.transfer }),
      ...resumablePayment(payment),
    },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    history: [{ at, event: input.event, by: actorOf(input.by, input.user_id).role }],
    created_at: at,
    updated_at: at,
    expires_at: payment.expires_at,
    stock_reserved: input.reservation,
  };
}

/**
 * order_admin/{order_id} of a new order, written in the same update: the admin who created it
 * (history line 0) and the shop's internal note. Null when there is nothing admin-only to keep.
 */
export function newOrderAdmin(input: Pick<NewOrder, 'by' | 'user_id' | 'at'>, note?: string) {
  const { adminUid } = actorOf(input.by, input.user_id);
  if (!adminUid && !note) return null;
  return {
    ...(adminUid && { actors: { 0: adminUid } }),
    // Only an admin creates an order with a note (adminCreateOrder): `by` is their uid.
    ...(note && { note, note_by: input.by, note_at: input.at }),
  };
}
