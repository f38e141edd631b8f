// At sign-in the cart kept on this device joins the one on the account: the account's lines come
// first, a product in both gets the summed quantity, every line coming from the device is capped
// by the stock and by 99 (at least 1: an out-of-stock line stays visible, flagged on the cart
// page), and the cart keeps at most MAX_CART_LINES products. Lines of products the catalogue no
// longer has are dropped (the database refuses them). Lines only on the account are untouched.
import { CART_MAX_QUANTITY, MAX_CART_LINES } from '@fohzshop/shared/constants';
import { maxOrderableQuantity } from '@fohzshop/shared/catalog/stock';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { sortByAddedAt, type CartItem, type CartItems } from './cart-items';

export type CartMerge = {
  /** The merged cart, oldest line first. */
  items: CartItems;
  /** Lines to write to the account: new or changed ones. */
  changed: Record<string, CartItem>;
  /** Device lines that could not be kept (unknown product, cart full). */
  dropped: string[];
};

/**
 * `productsById` undefined: the catalogue is unknown (not loaded), so nothing is dropped for a
 * missing product and quantities are only capped by 99.
 */
export function mergeCarts(
  account: CartItems,
  device: CartItems,
  productsById: Readonly<Record<string, ListingProduct | undefined>> | undefined,
): CartMerge {
  const merged: Record<string, CartItem> = { ...account };
  const changed: Record<string, CartItem> = {};
  const dropped: string[] = [];
  let lines = Object.keys(merged).length;
  for (const [productId, line] of Object.entries(device)) {
    const product = productsById?.[productId];
    const inAccount = account[productId];
    if (productsById && !product) {
      dropped.push(productId);
      continue;
    }
    if (!inAccount && lines >= MAX_CART_LINES) {
      dropped.push(productId);
      continue;
    }
    const cap = Math.max(
      1,
      Math.min(CART_MAX_QUANTITY, product ? maxOrderableQuantity(product) : CART_MAX_QUANTITY),
    );
    const quantity = Math.min((inAccount?.quantity ?? 0) + line.quantity, cap);
    const next: CartItem = { quantity, added_at: inAccount?.added_at ?? line.added_at };
    if (!inAccount) lines += 1;
    merged[productId] = next;
    if (!inAccount || inAccount.quantity !== quantity) changed[productId] = next;
  }
  return { items: sortByAddedAt(merged), changed, dropped };
}
