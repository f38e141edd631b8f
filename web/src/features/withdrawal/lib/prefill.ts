// What the withdrawal form is pre-filled with: the order number of a link (« ?commande= »), or
// a signed-in customer's chosen order (its number, e-mail and delivery name), and the items
// they tick, written out as the statement quotes them.
import type { Order } from '@fohzshop/shared/schemas/order';
import type { WithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { withdrawalWindow, type WithdrawalWindow } from '@fohzshop/shared/withdrawal';

export type WithdrawalValues = {
  name: string;
  order_number: string;
  email: string;
  scope: 'order' | 'items';
  items: string;
};

export const EMPTY_VALUES: WithdrawalValues = {
  name: '',
  order_number: '',
  email: '',
  scope: 'order',
  items: '',
};

/** The order number of a link, if it looks like one. */
export function numberFromSearch(search: string): string {
  const value = new URLSearchParams(search).get('commande')?.trim().toUpperCase() ?? '';
  return /^FZ-\d{4}-\d{6}$/.test(value) ? value : '';
}

export function valuesFromOrder(order: Order): WithdrawalValues {
  const { first_name, last_name } = order.shipping_address;
  return {
    ...EMPTY_VALUES,
    name: `${first_name} ${last_name}`.trim(),
    order_number: order.number,
    email: order.email,
  };
}

/** « 1 × Kaabo Mantis ; 2 × Batterie 60 V » for the ticked product ids. */
export function itemsText(order: Order, productIds: readonly string[]): string {
  return order.items
    .filter((item) => productIds.includes(item.product_id))
    .map((item) => `${item.quantity} × ${item.name}`)
    .join(' ; ');
}

/** The request the callable gets (items only for a partial withdrawal). */
export function requestOf(values: WithdrawalValues): WithdrawalRequest {
  const { items, ...rest } = values;
  return values.scope === 'items' ? { ...rest, items } : rest;
}

export type PickableOrder = { order: Order; period: WithdrawalWindow };

/** The customer's orders with their withdrawal state, those that came to nothing left out. */
export function pickableOrders(orders: readonly Order[], now: Date): PickableOrder[] {
  return orders
    .map((order) => ({ order, period: withdrawalWindow(order, now) }))
    .filter(({ period }) => period.state !== 'closed');
}
