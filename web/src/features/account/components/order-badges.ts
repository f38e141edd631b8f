// Status badges of an order: French labels from the shared state machines, the colours every
// screen uses (entities/order/status-palette.ts).
import type { Order } from '@fohzshop/shared/schemas/order';
import { DELIVERY_STATUS_LABELS } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUS_LABELS } from '@fohzshop/shared/state-machines/payment';
import { RETURN_STATUS_LABELS } from '@fohzshop/shared/state-machines/return';
import { statusPalette } from '@/entities/order/status-palette';
import type { Palette } from '@/ui/theme/palettes';

export type StatusBadge = { key: string; label: string; palette: Palette };

/** The order's own status first, then payment, delivery and return when they tell more. */
export function orderBadges(order: Order): StatusBadge[] {
  const badges: StatusBadge[] = [
    {
      key: 'order',
      label: ORDER_STATUS_LABELS[order.status],
      palette: statusPalette(order.status),
    },
    {
      key: 'payment',
      label: `Paiement : ${PAYMENT_STATUS_LABELS[order.payment.status].toLowerCase()}`,
      palette: statusPalette(order.payment.status),
    },
  ];
  if (order.status !== 'cancelled' && order.status !== 'expired')
    badges.push({
      key: 'delivery',
      label: `Livraison : ${DELIVERY_STATUS_LABELS[order.delivery.status].toLowerCase()}`,
      palette: statusPalette(order.delivery.status),
    });
  if (order.return)
    badges.push({
      key: 'return',
      label: `Retour : ${RETURN_STATUS_LABELS[order.return.status].toLowerCase()}`,
      palette: statusPalette(order.return.status),
    });
  return badges;
}
