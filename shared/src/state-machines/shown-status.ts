// What an order's payment and delivery read as on every screen. The stored delivery stays
// `pending` when an order is cancelled, expires or is refunded before it left (no delivery
// transition is written then), and an old unpaid order may keep a `pending` payment: read as
// stored, a cancelled order would show « Livraison : en préparation » and offer its shipping.
// A delivery that will never happen reads as cancelled, and so does an awaited payment of a
// closed order; the Hyperviseur offers actions from these statuses (order-actions.ts).
import type { DeliveryStatus } from './delivery';
import type { OrderStatus } from './order';
import type { PaymentStatus } from './payment';

/** Order statuses after which nothing is shipped any more (refunded: unless it left already). */
const CLOSED: readonly OrderStatus[] = ['cancelled', 'expired', 'refunded'];
/** Order statuses in which no payment is awaited any more. */
const UNPAYABLE: readonly OrderStatus[] = ['cancelled', 'expired'];

type OrderStates = {
  status: OrderStatus;
  payment: { status: PaymentStatus };
  delivery: { status: DeliveryStatus };
};

export function shownDeliveryStatus(order: OrderStates): DeliveryStatus {
  const { status } = order.delivery;
  return status === 'pending' && CLOSED.includes(order.status) ? 'cancelled' : status;
}

export function shownPaymentStatus(order: OrderStates): PaymentStatus {
  const { status } = order.payment;
  const awaited = status === 'pending' || status === 'failed';
  return awaited && UNPAYABLE.includes(order.status) ? 'cancelled' : status;
}
