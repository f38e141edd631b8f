// adminUpdateDelivery: carrier, tracking number and the delivery status, checked by the delivery
// state machine. The order follows: « Expédiée » takes a paid order through « En préparation »
// to « Expédiée » (shipped_at), « Livrée » takes it to « Livrée » (delivered_at, which starts
// the 14-day withdrawal period); each step is checked by the order machine and dated in the
// history. Same status with a new carrier or tracking number: only those change.
import { adminUpdateDelivery as contract } from '@fohzshop/shared/contracts/orders';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { deliveryMachine, type DeliveryStatus } from '@fohzshop/shared/state-machines/delivery';
import type { Delivery, Order } from '@fohzshop/shared/schemas/order';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import { callable } from '../core/callable.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { check } from './read-order.js';

type Change = { status: DeliveryStatus; carrier?: string; tracking_number?: string };
const E = ADMIN_ORDER_EVENTS;

/** The order statuses to go through for this delivery status (each checked by the machine). */
function orderSteps(order: OrderStatus, delivery: DeliveryStatus): OrderStatus[] {
  if (delivery === 'shipped')
    return order === 'paid' ? ['preparing', 'shipped'] : order === 'shipped' ? [] : ['shipped'];
  if (delivery === 'delivered') return ['delivered'];
  return [];
}

function decide(order: Order, change: Change, by: string, at: string): Decision {
  const { delivery } = order;
  const from = delivery.status;
  const info = {
    ...(change.carrier !== undefined && { carrier: change.carrier }),
    ...(change.tracking_number !== undefined && { tracking_number: change.tracking_number }),
  };
  if (change.status === from) {
    const changed =
      (info.carrier !== undefined && info.carrier !== delivery.carrier) ||
      (info.tracking_number !== undefined && info.tracking_number !== delivery.tracking_number);
    if (!changed)
      return { refuse: ADMIN_ORDER_MESSAGES.deliveryUnchanged(deliveryMachine.labels[from]) };
    const next: Delivery = { ...delivery, ...info };
    return applyStatusChange(order, {
      event: E.deliveryInfo(next.carrier ?? '', next.tracking_number ?? ''),
      by,
      at,
      patch: { delivery: next },
    });
  }
  const error = deliveryMachine.transitionError(from, change.status);
  if (error) return { refuse: error };
  let current = order;
  for (const step of orderSteps(order.status, change.status)) {
    const decision = applyStatusChange(current, {
      order: step,
      event: E.status(ORDER_STATUS_LABELS[step]),
      by,
      at,
    });
    if ('refuse' in decision) return decision;
    current = decision.next;
  }
  return applyStatusChange(current, {
    event: E.delivery(deliveryMachine.labels[change.status]),
    by,
    at,
    patch: {
      delivery: {
        ...delivery,
        ...info,
        status: change.status,
        ...(change.status === 'shipped' && { shipped_at: at }),
        ...(change.status === 'delivered' && { delivered_at: at }),
      },
    },
  });
}

export const adminUpdateDelivery = callable(contract, async ({ order_id, ...change }, { auth }) => {
  const at = new Date().toISOString();
  check(await changeOrder(order_id, (order) => decide(order, change, auth.uid, at)));
  return { ok: true as const };
});
