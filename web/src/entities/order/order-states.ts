// The status, French label and colour of an order and of its payment, delivery and return, as
// every screen shows them (the customer's account and the Hyperviseur): labels from the shared
// state machines, payment and delivery as they read once the order is closed (a cancelled
// order's delivery is « Annulée », never « En préparation »: shared shown-status.ts).
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
} from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import {
  shownDeliveryStatus,
  shownPaymentStatus,
} from '@fohzshop/shared/state-machines/shown-status';
import type { Palette } from '@/ui/theme/palettes';
import { statusPalette } from './status-palette';

export type ShownState<S extends string> = { status: S; label: string; palette: Palette };

export type OrderStates = {
  order: ShownState<OrderStatus>;
  payment: ShownState<PaymentStatus>;
  delivery: ShownState<DeliveryStatus>;
  return?: ShownState<ReturnStatus>;
};

const shown = <S extends string>(status: S, labels: Record<S, string>): ShownState<S> => ({
  status,
  label: labels[status],
  palette: statusPalette(status),
});

export function orderStates(order: Order): OrderStates {
  return {
    order: shown(order.status, ORDER_STATUS_LABELS),
    payment: shown(shownPaymentStatus(order), PAYMENT_STATUS_LABELS),
    delivery: shown(shownDeliveryStatus(order), DELIVERY_STATUS_LABELS),
    ...(order.return && { return: shown(order.return.status, RETURN_STATUS_LABELS) }),
  };
}
