// What only admins may read of a generated order, kept beside it as the functions keep it in
// order_admin/{order_id}: the order says « admin » where the shop acted, this says which admin
// (per history line and per refund), and holds the internal note (functions/src/orders/
// order-transition.ts, actorOf). write.ts writes it; documents.ts books the ledger with it.
import type { Order, OrderActor } from '@fohzshop/shared/schemas/order';
import type { OrderAdmin } from '@fohzshop/shared/schemas/order-admin';

const parts = new WeakMap<Order, OrderAdmin>();

/** The admin-only part of `order` (an empty one at first). */
export function orderAdminOf(order: Order): OrderAdmin {
  let admin = parts.get(order);
  if (!admin) {
    admin = {};
    parts.set(order, admin);
  }
  return admin;
}

/** `by` ('system', the customer's uid or an admin's) as the order shows it. */
export function roleOf(order: Order, by: string): OrderActor {
  if (by === 'system') return 'system';
  return by === order.user_id || by === 'customer' ? 'customer' : 'admin';
}

/** Appends a history line; an admin's uid goes to the admin part, keyed by the line's index. */
export function pushHistory(order: Order, at: string, event: string, by: string): void {
  const role = roleOf(order, by);
  if (role === 'admin') {
    const admin = orderAdminOf(order);
    admin.actors = { ...admin.actors, [String(order.history.length)]: by };
  }
  order.history.push({ at, event, by: role });
}

/** The uid behind history line `index` (or 'system'), for the ledger's created_by. */
export function actorUid(order: Order, index: number): string {
  return orderAdminOf(order).actors?.[String(index)] ?? 'system';
}
