// Delivery lifecycle (carrier and tracking number live on the order's delivery object).
import { defineStateMachine } from './define';

export const DELIVERY_STATUSES = [
  'pending',
  'shipped',
  'in_transit',
  'delivered',
  'failed',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryMachine = defineStateMachine<DeliveryStatus>({
  subject: 'la livraison',
  statuses: DELIVERY_STATUSES,
  initial: 'pending',
  labels: {
    pending: 'En préparation',
    shipped: 'Expédiée',
    in_transit: 'En cours de livraison',
    delivered: 'Livrée',
    failed: 'Échec de livraison',
    cancelled: 'Annulée',
  },
  transitions: {
    pending: ['shipped', 'cancelled'],
    shipped: ['in_transit', 'delivered', 'failed'],
    in_transit: ['delivered', 'failed'],
    // After a failed attempt the parcel is shipped again.
    failed: ['shipped', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
});

export const DELIVERY_STATUS_LABELS = deliveryMachine.labels;
