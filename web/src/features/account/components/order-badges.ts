// Status badges of an order: French labels from the shared state machines, a colour per state.
import type { Order } from '@fohzshop/shared/schemas/order';
import { DELIVERY_STATUS_LABELS } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUS_LABELS } from '@fohzshop/shared/state-machines/payment';
import { RETURN_STATUS_LABELS } from '@fohzshop/shared/state-machines/return';

export type Palette = 'gray' | 'orange' | 'blue' | 'green' | 'red' | 'purple';
export type StatusBadge = { key: string; label: string; palette: Palette };

const ORDER_PALETTE: Record<OrderStatus, Palette> = {
  pending_payment: 'orange',
  paid: 'blue',
  preparing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'gray',
};

const paletteOf = (status: string): Palette => {
  if (['paid', 'delivered', 'refunded', 'accepted', 'received'].includes(status)) return 'green';
  if (['failed', 'rejected'].includes(status)) return 'red';
  if (['cancelled'].includes(status)) return 'gray';
  if (['shipped', 'in_transit'].includes(status)) return 'purple';
  return 'orange';
};

/** The order's own status first, then payment, delivery and return when they tell more. */
export function orderBadges(order: Order): StatusBadge[] {
  const badges: StatusBadge[] = [
    {
      key: 'order',
      label: ORDER_STATUS_LABELS[order.status],
      palette: ORDER_PALETTE[order.status],
    },
    {
      key: 'payment',
      label: `Paiement : ${PAYMENT_STATUS_LABELS[order.payment.status].toLowerCase()}`,
      palette: paletteOf(order.payment.status),
    },
  ];
  if (order.status !== 'cancelled' && order.status !== 'expired')
    badges.push({
      key: 'delivery',
      label: `Livraison : ${DELIVERY_STATUS_LABELS[order.delivery.status].toLowerCase()}`,
      palette: paletteOf(order.delivery.status),
    });
  if (order.return)
    badges.push({
      key: 'return',
      label: `Retour : ${RETURN_STATUS_LABELS[order.return.status].toLowerCase()}`,
      palette: paletteOf(order.return.status),
    });
  return badges;
}
