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
import {
  ORDER_ACTORS,
  type Order,
  type OrderActor,
  type Payment,
  type Refund,
} from '@fohzshop/shared/schemas/order';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject, parseOrder, storedWith } from '../core/records.js';
import { runOrderFollowUps } from './order-follow-ups.js';
import { releaseStock } from './stock.js';
import { giveBackPromotionUse } from '../promotions/usage.js';

/** Paths relative to order_admin/{order_id} → uid, note text (null: removed), date. */
export type AdminPatch = Record<string, string | null>;

/**
 * next: the order after the change. admin: what to write into order_admin/{order_id} (the acting
 * admin per history line and refund, the internal note), which the customer cannot read;
 * written right after the order's commit.
 */
export type Decision = { next: Order; admin?: AdminPatch } | { refuse: string };
export type ChangeResult =
  | { status: 'missing' }
  | { status: 'refused'; reason: string }
  | { status: 'applied'; order: Order };

/** A refund as its writer records it: `by` may still be the acting admin's uid (actorOf). */
export type RefundRecord = Omit<Refund, 'by'> & { by: string };
export type PaymentPatch = Partial<Omit<Payment, 'refunds'>> & {
  refunds?: Record<string, RefundRecord>;
};

export type StatusChange = {
  order?: OrderStatus;
  payment?: PaymentStatus;
  /** French history line. */
  event: string;
  /** 'system', 'customer', or the acting admin's uid (stored apart: see actorOf). */
  by: string;
  at: string;
  /** Other fields to merge at the top level and into payment. */
  patch?: Partial<Order>;
  paymentPatch?: PaymentPatch;
};

/** Sub-objects whose stored fields a change keeps unless it sets them (core/records.ts). */
const MERGED_FIELDS = ['payment', 'delivery', 'return'] as const;

const isActor = (by: string): by is OrderActor => (ORDER_ACTORS as readonly string[]).includes(by);

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
function refundsWithRoles(
  refunds: Record<string, RefundRecord>,
  customerUid: string,
  admin: AdminPatch,
): Record<string, Refund> {
  return Object.fromEntries(
    Object.entries(refunds).map(([id, refund]): [string, Refund] => {
      if (isActor(refund.by)) return [id, { ...refund, by: refund.by }];
      const { role, adminUid } = actorOf(refund.by, customerUid);
      if (adminUid) admin[pathOf('refunds', id)] = adminUid;
      return [id, { ...refund, by: role }];
    }),
  );
}

/** The order after the change, or the French reason why the state machines refuse it. */
export function applyStatusChange(order: Order, change: StatusChange): Decision {
  const fromOrder = order.status;
  const fromPayment = order.payment.status;
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
  const { role, adminUid } = actorOf(change.by, order.user_id);
  const admin: AdminPatch = adminUid
    ? { [pathOf('actors', String(order.history.length))]: adminUid }
    : {};
  const { refunds, ...payment } = {
    ...order.payment,
    ...change.paymentPatch,
    status: change.payment ?? fromPayment,
  };
  const nextPayment: Payment = {
    ...payment,
    ...(refunds && { refunds: refundsWithRoles(refunds, order.user_id, admin) }),
  };
  return {
    next: {
      ...order,
      ...change.patch,
      status,
      payment: nextPayment,
      history: [...order.history, { at: change.at, event: change.event, by: role }],
      updated_at: change.at,
      ...(releases && { stock_released_at: change.at }),
    },
    ...(Object.keys(admin).length > 0 && { admin }),
  };
}

type Seen = {
  before: Order | null;
  admin?: AdminPatch | undefined;
  refusal: string | null;
  deleting: boolean;
  unreadable: unknown;
};

/** Runs decide() on the stored order in a transaction, then releases stock if this commit says so. */
export async function changeOrder(
  orderId: string,
  decide: (order: Order) => Decision,
): Promise<ChangeResult> {
  const seen: Seen = { before: null, refusal: null, deleting: false, unreadable: null };
  const result = await ref(pathOf('orders', orderId)).transaction((current: unknown) => {
    Object.assign(seen, { before: null, admin: undefined, refusal: null, unreadable: null });
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) return null;
    // Claimed by adminDeleteOrder (admin-orders/delete-order.ts): already gone for any change.
    seen.deleting = isStoredObject(current) && current.deletion !== undefined;
    if (seen.deleting || !isStoredObject(current)) return undefined;
    let order: Order;
    try {
      order = parseOrder(current, orderId);
    } catch (error) {
      // Thrown after the transaction: an exception in here would escape the SDK's retry loop.
      seen.unreadable = error;
      return undefined;
    }
    seen.before = order;
    const decision = decide(order);
    if ('refuse' in decision) {
      seen.refusal = decision.refuse;
      return undefined;
    }
    seen.admin = decision.admin;
    // The stored order with the changed fields on top: nothing the schema does not know is lost.
    return storedWith(current, order, decision.next, MERGED_FIELDS);
  });
  if (seen.unreadable) throw seen.unreadable;
  if (!result.committed && seen.deleting) return { status: 'missing' };
  if (!result.committed)
    return { status: 'refused', reason: seen.refusal ?? 'Modification refusée.' };
  const committed: unknown = result.snapshot.val();
  if (committed === null) return { status: 'missing' };
  const order = parseOrder(committed, orderId);
  // Not in the order's transaction (one node only): a crash right here loses who acted on this
  // line or the note's edit, never the change itself. Never read by the customer.
  if (seen.admin) await ref(pathOf(ORDER_ADMIN, orderId)).update(seen.admin);
  if (order.stock_released_at !== undefined && seen.before?.stock_released_at === undefined) {
    // The same single call gives the promotion code's use back (promotions/usage.ts).
    await Promise.all([releaseStock(order.stock_reserved ?? {}), giveBackPromotionUse(order)]);
  }
  // Invoice and credit notes of this change (e-mails: the trigger); never fails the change.
  await runOrderFollowUps(seen.before, order);
  return { status: 'applied', order };
}
