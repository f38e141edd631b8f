// Every status change of an existing order goes through one transaction on orders/{id}: the
// state machines decide whether the change is legal on the order as the server holds it, and
// the change that cancels or expires the order stamps stock_released_at in the same commit.
// Only the call whose commit set that stamp gives the stock back, so concurrent or repeated
// cancellations (expiry job, payment failure, replayed callback) release it exactly once.
// A crash between the commit and the release loses the units (safe side: never oversell).
import {
  ORDER_STOCK_RELEASED,
  orderMachine,
  type OrderStatus,
} from '@fohzshop/shared/state-machines/order';
import { paymentMachine, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { pathOf, ref, type Row } from '../core/db.js';
import { runOrderFollowUps } from './order-follow-ups.js';
import { releaseStock, type Reservation } from './stock.js';

export type Decision = { next: Row } | { refuse: string };
export type ChangeResult =
  { status: 'missing' } | { status: 'refused'; reason: string } | { status: 'applied'; order: Row };

export type StatusChange = {
  order?: OrderStatus;
  payment?: PaymentStatus;
  /** French history line. */
  event: string;
  by: string;
  at: string;
  /** Other fields to merge at the top level and into payment. */
  patch?: Row;
  paymentPatch?: Row;
};

const historyOf = (order: Row): Row[] =>
  Array.isArray(order.history)
    ? (order.history as Row[])
    : Object.values((order.history ?? {}) as Record<string, Row>);

/** The order after the change, or the French reason why the state machines refuse it. */
export function applyStatusChange(order: Row, change: StatusChange): Decision {
  const payment = (order.payment ?? {}) as Row;
  const fromOrder = order.status as OrderStatus;
  const fromPayment = payment.status as PaymentStatus;
  if (change.order !== undefined) {
    const error = orderMachine.transitionError(fromOrder, change.order);
    if (error) return { refuse: error };
  }
  if (change.payment !== undefined) {
    const error = paymentMachine.transitionError(fromPayment, change.payment);
    if (error) return { refuse: error };
  }
  const status = change.order ?? fromOrder;
  const releases = ORDER_STOCK_RELEASED.includes(status) && order.stock_released_at === undefined;
  return {
    next: {
      ...order,
      ...change.patch,
      status,
      payment: { ...payment, ...change.paymentPatch, status: change.payment ?? fromPayment },
      history: [...historyOf(order), { at: change.at, event: change.event, by: change.by }],
      updated_at: change.at,
      ...(releases && { stock_released_at: change.at }),
    },
  };
}

/** Runs decide() on the stored order in a transaction, then releases stock if this commit says so. */
export async function changeOrder(
  orderId: string,
  decide: (order: Row) => Decision,
): Promise<ChangeResult> {
  let refusal: string | null = null;
  let before: Row | null = null;
  let deleting = false;
  const result = await ref(pathOf('orders', orderId)).transaction((current: Row | null) => {
    refusal = null;
    before = current;
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) return null;
    // Claimed by adminDeleteOrder (admin-orders/delete-order.ts): already gone for any change.
    deleting = current.deletion !== undefined;
    if (deleting) return undefined;
    const decision = decide(current);
    if ('refuse' in decision) {
      refusal = decision.refuse;
      return undefined;
    }
    return decision.next;
  });
  if (!result.committed && deleting) return { status: 'missing' };
  if (!result.committed) return { status: 'refused', reason: refusal ?? 'Modification refusée.' };
  const order = result.snapshot.val() as Row | null;
  if (order === null) return { status: 'missing' };
  const previous = before as Row | null;
  if (order.stock_released_at !== undefined && previous?.stock_released_at === undefined) {
    await releaseStock((order.stock_reserved ?? {}) as Reservation);
  }
  // Invoice and credit notes of this change (e-mails: the trigger); never fails the change.
  await runOrderFollowUps(previous, { ...order, order_id: orderId });
  return { status: 'applied', order };
}
