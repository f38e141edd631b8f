// Cart lines as the store keeps them (product id → quantity and date added), read from storage
// or the database the way the rules accept them. Zod-free and small on purpose: the header and
// the cards read the cart on the initial path; the rules of a change (cart-rules.ts) load with
// the first change.
import { CART_MAX_QUANTITY, MAX_CART_LINES } from '@fohzshop/shared/constants';
import { isDatabaseKey } from '@fohzshop/shared/database-key';

export type CartItem = { quantity: number; added_at: string };
export type CartItems = Readonly<Record<string, CartItem>>;

export const EMPTY_ITEMS: CartItems = Object.freeze({});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CART_MAX_QUANTITY;

/** A line as the database rules accept it: integer 1–99 and an ISO date, nothing else. */
export function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    Object.keys(item).length === 2 &&
    isQuantity(item.quantity) &&
    typeof item.added_at === 'string' &&
    item.added_at.length <= 40 &&
    ISO_DATE.test(item.added_at)
  );
}

/** Oldest first (ties by id): the order in which products were put in the cart. */
export function sortByAddedAt(items: Readonly<Record<string, CartItem>>): CartItems {
  const entries = Object.entries(items).sort(
    ([a, x], [b, y]) => x.added_at.localeCompare(y.added_at) || a.localeCompare(b),
  );
  return entries.length === 0 ? EMPTY_ITEMS : Object.freeze(Object.fromEntries(entries));
}

/**
 * Lines read from storage or the database: malformed lines are dropped one by one (a bad line
 * never costs the others), at most MAX_CART_LINES kept, oldest first.
 */
export function parseCartItems(value: unknown): CartItems {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY_ITEMS;
  const valid = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, CartItem] => isDatabaseKey(entry[0]) && isCartItem(entry[1]),
  );
  const sorted = sortByAddedAt(Object.fromEntries(valid));
  return Object.keys(sorted).length <= MAX_CART_LINES
    ? sorted
    : Object.freeze(Object.fromEntries(Object.entries(sorted).slice(0, MAX_CART_LINES)));
}

export const countItems = (items: CartItems): number =>
  Object.values(items).reduce((total, item) => total + item.quantity, 0);
