// Orders in every status, as the server leaves them (a cancelled or expired order keeps its
// delivery `pending`; a full refund before shipping closes it as cancelled), with what every
// screen must show of them: the labels of their payment and delivery, and the actions the
// Hyperviseur may offer. Shared by the account's and the Hyperviseur's component tests.
import type { Order } from '@fohzshop/shared/schemas/order';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';

const base: Order = {
  order_id: 'o1',
  number: 'FZ-2026-000042',
  user_id: 'u1',
  email: 'lea@example.fr',
  items: [],
  totals: { items: 1500, shipping: 0, discount: 0, total: 1500 },
  shipping_address: {
    first_name: 'Léa',
    last_name: 'Martin',
    line1: '12 rue de la Paix',
    postal_code: '75002',
    city: 'Paris',
    country: 'France',
  },
  payment: { method: 'card', status: 'paid', paid_at: '2026-03-01T09:05:00.000Z' },
  delivery: { status: 'pending' },
  status: 'paid',
  history: [],
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

const SHIPPED: Order['delivery'] = {
  status: 'shipped',
  carrier: 'Colissimo',
  tracking_number: '6A12345678901',
  shipped_at: '2026-03-02T09:00:00.000Z',
};
const DELIVERED: Order['delivery'] = {
  ...SHIPPED,
  status: 'delivered',
  delivered_at: '2026-03-04T09:00:00.000Z',
};

export type OrderCase = {
  name: string;
  order: Order;
  payment: string;
  delivery: string;
  /** The delivery buttons of the Hyperviseur, in order. */
  deliveryActions: string[];
  /** The order status buttons of the Hyperviseur (lib/order-actions orderStatusActions). */
  statusActions: OrderStatus[];
  /** Whether the Hyperviseur offers « Virement reçu » and a refund. */
  confirmTransfer: boolean;
  refund: boolean;
  /** Whether the customer's account offers « Annuler la commande ». */
  customerCancel: boolean;
};

const at = (over: Partial<Order>): Order => ({ ...base, ...over });
const REFUNDED: Order['payment'] = { ...base.payment, status: 'refunded', refunded_amount: 1500 };

/** What a case offers unless it says otherwise: nothing. */
const NOTHING: Omit<OrderCase, 'name' | 'order' | 'payment' | 'delivery'> = {
  deliveryActions: [],
  statusActions: [],
  confirmTransfer: false,
  refund: false,
  customerCancel: false,
};

/** A paid order on its way: refundable, its delivery under way as `delivery` says. */
const onItsWay = (name: string, order: Order, delivery: string, actions: Partial<OrderCase>) => ({
  ...NOTHING,
  name,
  order,
  payment: 'Payé',
  delivery,
  refund: true,
  ...actions,
});

/** A closed order whose parcel never left: its delivery reads « Annulée », nothing is offered. */
const closed = (name: string, order: Order, payment: string): OrderCase => ({
  ...NOTHING,
  name,
  order,
  payment,
  delivery: 'Annulée',
});

export const ORDER_CASES: readonly OrderCase[] = [
  {
    ...NOTHING,
    name: 'awaiting its transfer',
    order: at({
      status: 'pending_payment',
      payment: { method: 'bank_transfer', status: 'pending' },
    }),
    payment: 'En attente',
    delivery: 'En préparation',
    statusActions: ['cancelled'],
    confirmTransfer: true,
    customerCancel: true,
  },
  onItsWay('paid', base, 'En préparation', {
    deliveryActions: ['Marquer expédiée'],
    statusActions: ['preparing', 'cancelled'],
  }),
  onItsWay('being prepared', at({ status: 'preparing' }), 'En préparation', {
    deliveryActions: ['Marquer expédiée'],
    statusActions: ['cancelled'],
  }),
  onItsWay('shipped', at({ status: 'shipped', delivery: SHIPPED }), 'Expédiée', {
    deliveryActions: ['En cours de livraison', 'Marquer livrée', 'Échec de livraison'],
  }),
  onItsWay('delivered', at({ status: 'delivered', delivery: DELIVERED }), 'Livrée', {}),
  closed(
    'cancelled before payment',
    at({ status: 'cancelled', payment: { method: 'bank_transfer', status: 'cancelled' } }),
    'Annulé',
  ),
  closed(
    'cancelled by a full refund before shipping',
    at({ status: 'cancelled', payment: REFUNDED }),
    'Remboursé',
  ),
  closed(
    'expired, its payment still marked awaited',
    at({ status: 'expired', payment: { method: 'bank_transfer', status: 'pending' } }),
    'Annulé',
  ),
  closed('refunded before it left', at({ status: 'refunded', payment: REFUNDED }), 'Remboursé'),
  {
    ...NOTHING,
    name: 'refunded after its return',
    order: at({
      status: 'refunded',
      delivery: DELIVERED,
      payment: REFUNDED,
      return: {
        status: 'refunded',
        requested_at: '2026-03-05T09:00:00.000Z',
        reason: 'Ne me convient pas',
      },
    }),
    payment: 'Remboursé',
    delivery: 'Livrée',
  },
];
