// Every status change of an existing order goes through one transaction on orders/{id}: the
// state machines decide whether the change is legal on the order as the server holds it, and
// the change that cancels or expires the order stamps stock_released_at in the same commit.
// Only the call whose commit set that stamp gives the stock back, so concurrent or repeated
// cancellations (expiry job, payment failure, replayed callback) release it exactly once.
// A crash between the commit and the release loses the units (safe side: never oversell).
// The customer reads the order: its history and refunds say only who acted as a role (system,
// customer, admin); the acting admin's uid goes to order_admin/{id}, admins only (actorOf).
import {
  ORDER_STOCK_RELEASED,
  orderMachine,
  type OrderStatus,
} from '@fohzshop/shared/state-machines/order';
import { paymentMachine, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { ORDER_ACTORS, type OrderActor } from '@fohzshop/shared/schemas/order';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { pathOf, ref, type Row } from '../core/db.js';
import { runOrderFollowUps } from './order-follow-ups.js';
import { releaseStock, type Reservation } from './stock.js';

/**
 * next: the order after the change. admin: what to write into order_admin/{order_id} (paths
 * relative to it: the acting admin per history line and refund, the internal note), which the
 * customer cannot read; written right after the order's commit.
 */
export type Decision = { next: Row; admin?: Row } | { refuse: string };
export type ChangeResult =
  { status: 'missing' } | { status: 'refused'; reason: string } | { status: 'applied'; order: Row };

export type StatusChange = {
  order?: OrderStatus;
  payment?: PaymentStatus;
  /** French history line. */
  event: string;
  /** 'system', 'customer', or the acting admin's uid (stored apart: see actorOf). */
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

/**
 * What the customer may see of who acted: a role. `by` is 'system', 'customer' (or the order's own
 * customer uid), else the uid of the acting admin, which goes to order_admin only.
 */
export function actorOf(by: string, customerUid: unknown): { role: OrderActor; adminUid?: string } {
  if (by === 'system' || by === 'customer' || by === customerUid)
    return { role: by === 'system' ? 'system' : 'customer' };
  return { role: 'admin', adminUid: by };
}

/** Refunds whose `by` still names someone: the role stays, the uid moves to `admin`. */
function refundsWithRoles(payment: Row, customerUid: unknown, admin: Row): Row | undefined {
  const refunds = payment.refunds as Record<string, Row> | undefined;
  if (!refunds || typeof refunds !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(refunds).map(([id, refund]) => {
      if (typeof refund.by !== 'string' || ORDER_ACTORS.includes(refund.by as OrderActor))
        return [id, refund];
      const { role, adminUid } = actorOf(refund.by, customerUid);
      if (adminUid) admin[pathOf('refunds', id)] = adminUid;
      return [id, { ...refund, by: role }];
    }),
  );
}

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
  const history = historyOf(order);
  const { role, adminUid } = actorOf(change.by, order.user_id);
  const admin: Row = adminUid ? { [pathOf('actors', String(history.length))]: adminUid } : {};
  const nextPayment: Row = {
    ...payment,
    ...change.paymentPatch,
    status: change.payment ?? fromPayment,
  };
  const refunds = refundsWithRoles(nextPayment, order.user_id, admin);
  return {
    next: {
      ...order,
      ...change.patch,
      status,
      payment: { ...nextPayment, ...(refunds && { refunds }) },
      history: [...history, { at: change.at, event: change.event, by: role }],
      updated_at: change.at,
      ...(releases && { stock_released_at: change.at }),
    },
    ...(Object.keys(admin).length > 0 && { admin }),
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
  let admin: Row | undefined;
  const result = await ref(pathOf('orders', orderId)).transaction((current: Row | null) => {
    refusal = null;
    before = current;
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) return null;
    // Claimed by adminDeleteOrder (admin-orders/delete-order.ts): already gone for any change.
    deleting = current.deletion !== undefined;
    if (deleting) return undefined;
    const decision = decide(current);
    admin = undefined;
    if ('refuse' in decision) {
      refusal = decision.refuse;
      return undefined;
    }
    admin = decision.admin;
    return decision.next;
  });
  if (!result.committed && deleting) return { status: 'missing' };
  if (!result.committed) return { status: 'refused', reason: refusal ?? 'Modification refusée.' };
  const order = result.snapshot.val() as Row | null;
  if (order === null) return { status: 'missing' };
  // Not in the order's transaction (one node only): a crash right here loses who acted on this
  // line or the note's edit, never the change itself. Never read by the customer.
  const adminPatch = admin as Row | undefined;
  if (adminPatch) await ref(pathOf(ORDER_ADMIN, orderId)).update(adminPatch);
  const previous = before as Row | null;
  if (order.stock_released_at !== undefined && previous?.stock_released_at === undefined) {
    await releaseStock((order.stock_reserved ?? {}) as Reservation);
  }
  // Invoice and credit notes of this change (e-mails: the trigger); never fails the change.
  await runOrderFollowUps(previous, { ...order, order_id: orderId });
  return { status: 'applied', order };
}
