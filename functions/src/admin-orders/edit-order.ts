// Content edit of an order: items and addresses while it is unpaid (bank transfer only for the
// items: an online payment was started for the old amount), the internal note at any time (in
// order_admin, admin-orders/order-note.ts).
// Items are priced again from the catalogue in cents, and the stock moves exactly by the
// difference (stock-plan.ts): the extra units are reserved first (per-product transactions,
// rolled back on failure), the order is committed only if nobody changed it since it was read,
// and the freed units are given back after that commit. Any failure gives the taken units back.
import type { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import type { ParsedRequest } from '@fohzshop/shared/contracts/define';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { orderContentLock } from '@fohzshop/shared/admin-order-edit';
import type { Order } from '@fohzshop/shared/schemas/order';
import { fail } from '../core/errors.js';
import { priceOrder, type PricedOrder } from '../orders/build-order.js';
import { applyStatusChange, changeOrder } from '../orders/order-transition.js';
import { reserveOrFail } from '../orders/reserve.js';
import { releaseStock, type Reservation } from '../orders/stock.js';
import { saveNote, withNote } from './order-note.js';
import { check, readOrder, readProducts } from './read-order.js';
import { planStockChange, reservationAfter, type StockPlan } from './stock-plan.js';

type Request = ParsedRequest<typeof adminUpdateOrder>;
const E = ADMIN_ORDER_EVENTS;

/** Why the items or addresses of this order cannot change now (shared rule); null when they can. */
const contentLock = (order: Order, items: boolean): string | null =>
  orderContentLock(order, items ? 'items' : 'addresses');

const quantitiesOf = (items: Order['items']): Record<string, number> =>
  Object.fromEntries(items.map((i) => [i.product_id, i.quantity]));

function changedParts(data: Request): string[] {
  const parts: string[] = [];
  if (data.items) parts.push(E.editedItems);
  if (data.shipping_address) parts.push(E.editedShipping);
  if (data.billing_address) parts.push(E.editedBilling);
  // Not the note: the customer reads this history line (admin-orders/order-note.ts).
  return parts;
}

export async function editOrder(data: Request, by: string): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const content = Boolean(data.items || data.shipping_address || data.billing_address);
  if (!content && data.note !== undefined) return saveNote(data.order_id, data.note, by);
  const read = await readOrder(data.order_id);
  const lock = content ? contentLock(read, Boolean(data.items)) : null;
  if (lock) throw fail('failed-precondition', lock);
  let priced: PricedOrder | undefined;
  let plan: StockPlan | undefined;
  let taken: Reservation = {};
  if (data.items) {
    const products = await readProducts(data.items.map((line) => line.product_id));
    priced = priceOrder(data.items, products, {}, now, false);
    plan = planStockChange(
      {
        quantities: quantitiesOf(read.items),
        reserved: read.stock_reserved ?? {},
      },
      priced.stock,
    );
    const names = priced.items;
    taken = await reserveOrFail(
      plan.take,
      (id) => names.find((i) => i.product_id === id)?.name ?? id,
    );
  }
  try {
    const result = await changeOrder(data.order_id, (order) => {
      if (order.updated_at !== read.updated_at)
        return { refuse: ADMIN_ORDER_MESSAGES.changedMeanwhile };
      const again = content ? contentLock(order, Boolean(data.items)) : null;
      if (again) return { refuse: again };
      const decision = applyStatusChange(order, {
        event: E.edited(changedParts(data)),
        by,
        at,
        patch: {
          ...(priced &&
            plan && {
              items: priced.items,
              totals: priced.totals,
              stock_reserved: reservationAfter(plan, taken),
            }),
          ...(data.shipping_address && { shipping_address: data.shipping_address }),
          ...(data.billing_address && { billing_address: data.billing_address }),
        },
      });
      return withNote(decision, data.note, by, at);
    });
    check(result);
  } catch (error) {
    await releaseStock(taken);
    throw error;
  }
  if (plan) await releaseStock(plan.giveBack);
}
