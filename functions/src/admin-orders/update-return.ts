// adminUpdateReturn: the shop answers a withdrawal request — accepted, rejected, goods received,
// refunded — each transition checked by the return state machine and dated on the return and
// in the history. « Remboursé » requires the money to have gone back first (adminUpdatePayment).
import { adminUpdateReturn as contract } from '@fohzshop/shared/contracts/orders';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { returnMachine, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import type { Order } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';
import { check } from './read-order.js';

const STAMPS: Partial<Record<ReturnStatus, string>> = {
  accepted: 'accepted_at',
  rejected: 'rejected_at',
  received: 'received_at',
  refunded: 'refunded_at',
};

function decide(order: Order, to: ReturnStatus, by: string, at: string): Decision {
  const current = order.return;
  if (!current) return { refuse: ADMIN_ORDER_MESSAGES.noReturn };
  const error = returnMachine.transitionError(current.status, to);
  if (error) return { refuse: error };
  const { payment } = order;
  if (to === 'refunded' && payment.status !== 'refunded' && payment.status !== 'partially_refunded')
    return { refuse: ADMIN_ORDER_MESSAGES.returnRefundFirst };
  const stamp = STAMPS[to];
  return applyStatusChange(order, {
    event: ADMIN_ORDER_EVENTS.returnStatus(returnMachine.labels[to]),
    by,
    at,
    patch: { return: { ...current, status: to, ...(stamp && { [stamp]: at }) } },
  });
}

export const adminUpdateReturn = callable(contract, async ({ order_id, status }, { auth }) => {
  const at = new Date().toISOString();
  check(await changeOrder(order_id, (order) => decide(order, status, auth.uid, at)));
  return { ok: true as const };
});
