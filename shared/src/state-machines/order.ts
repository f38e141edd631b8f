// Order lifecycle. Stock is reserved at pending_payment and released on cancelled/expired.
import { defineStateMachine } from './define';

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderMachine = defineStateMachine<OrderStatus>({
  subject: 'la commande',
  statuses: ORDER_STATUSES,
  initial: 'pending_payment',
  labels: {
    pending_payment: 'En attente de paiement',
    paid: 'Payée',
    preparing: 'En préparation',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    expired: 'Expirée',
    refunded: 'Remboursée',
  },
  transitions: {
    // expired: unpaid bank transfer past its deadline (scheduled function).
    pending_payment: ['paid', 'cancelled', 'expired'],
    paid: ['preparing', 'cancelled', 'refunded'],
    preparing: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    // delivered → refunded once a return has been received and refunded.
    delivered: ['refunded'],
    cancelled: [],
    expired: [],
    refunded: [],
  },
});

export const ORDER_STATUS_LABELS = orderMachine.labels;
/** Statuses in which reserved stock is given back. */
export const ORDER_STOCK_RELEASED: readonly OrderStatus[] = ['cancelled', 'expired'];
