// Status badges of an order: the states, labels and colours every screen shows
// (entities/order/order-states.ts).
import type { Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import type { Palette } from '@/ui/theme/palettes';

export type StatusBadge = { key: string; label: string; palette: Palette };

/** The order's own status first, then payment, delivery and return when they tell more. */
export function orderBadges(order: Order): StatusBadge[] {
  const states = orderStates(order);
  const badges: StatusBadge[] = [
    { key: 'order', label: states.order.label, palette: states.order.palette },
    {
      key: 'payment',
      label: `Paiement : ${states.payment.label.toLowerCase()}`,
      palette: states.payment.palette,
    },
  ];
  // A delivery that will not happen says nothing the order's own « Annulée » does not.
  if (states.delivery.status !== 'cancelled')
    badges.push({
      key: 'delivery',
      label: `Livraison : ${states.delivery.label.toLowerCase()}`,
      palette: states.delivery.palette,
    });
  if (states.return)
    badges.push({
      key: 'return',
      label: `Retour : ${states.return.label.toLowerCase()}`,
      palette: states.return.palette,
    });
  return badges;
}
