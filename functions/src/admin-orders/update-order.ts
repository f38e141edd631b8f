// adminUpdateOrder: a status change checked by the order state machine (« En préparation »,
// « Annulée » for an unpaid order, its stock given back once), or an edit of the content
// (edit-order.ts). Statuses that belong to another screen (payment, delivery, expiry) are
// refused with a French pointer to it.
import { adminUpdateOrder as contract } from '@fohzshop/shared/contracts/orders';
import type { ParsedRequest } from '@fohzshop/shared/contracts/define';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import type { Order } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { closeOrderPayment } from '../payments/close-payment.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { editOrder } from './edit-order.js';
import { withNote } from './order-note.js';
import { check } from './read-order.js';

const M = ADMIN_ORDER_MESSAGES;
const ELSEWHERE: Partial<Record<OrderStatus, string>> = {
  paid: M.whereForPayment,
  refunded: M.whereForPayment,
  shipped: M.whereForDelivery,
  delivered: M.whereForDelivery,
  expired: M.whereAutomatic,
};
const MONEY_TAKEN = new Set(['paid', 'partially_refunded', 'refunded']);

function decideStatus(
  order: Order,
  to: OrderStatus,
  note: string | undefined,
  by: string,
  at: string,
): Decision {
  const { payment } = order;
  if (to === 'cancelled' && MONEY_TAKEN.has(payment.status)) return { refuse: M.cancelPaid };
  const decision = applyStatusChange(order, {
    order: to,
    // An unpaid order cancelled by the shop: its payment is cancelled with it.
    ...(to === 'cancelled' && payment.status !== 'cancelled' && { payment: 'cancelled' as const }),
    event: ADMIN_ORDER_EVENTS.status(ORDER_STATUS_LABELS[to]),
    by,
    at,
  });
  return withNote(decision, note, by, at);
}

async function changeStatus(data: ParsedRequest<typeof contract>, to: OrderStatus, by: string) {
  const where = ELSEWHERE[to];
  if (where) throw fail('failed-precondition', M.statusElsewhere(ORDER_STATUS_LABELS[to], where));
  const at = new Date().toISOString();
  const result = await changeOrder(data.order_id, (order) =>
    decideStatus(order, to, data.note, by, at),
  );
  check(result);
  // Nobody can pay on the provider's page any more (a payment in between is sent back).
  if (to === 'cancelled') await closeOrderPayment(data.order_id, result.order);
}

export const adminUpdateOrder = callable(
  contract,
  async (data, { auth }) => {
    if (data.status !== undefined) await changeStatus(data, data.status, auth.uid);
    else await editOrder(data, auth.uid);
    return { ok: true as const };
  },
  // Cancelling closes the order's Stripe session or Alma payment.
  { secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY] },
);
