// The rules of every cart change: quantities are integers 1–99, at most MAX_CART_LINES
// products, never more than the stock the catalogue knows. A refused change throws a CartError
// with the French text shown to the visitor. Loaded with the first change (use-cart.ts).
import { CART_MAX_QUANTITY, MAX_CART_LINES } from '@fohzshop/shared/constants';
import { isDatabaseKey } from '@fohzshop/shared/database-key';
import { maxOrderableQuantity } from '@fohzshop/shared/catalog/stock';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { UserFacingError } from '@/lib/errors';
import { EMPTY_ITEMS, isQuantity, type CartItem, type CartItems } from './cart-items';

export const CART_ERRORS = {
  invalidProduct: 'Ce produit est introuvable.',
  invalidQuantity: `La quantité doit être un nombre entier entre 1 et ${CART_MAX_QUANTITY}.`,
  tooManyLines: `Votre panier contient déjà ${MAX_CART_LINES} produits différents : retirez-en un pour en ajouter un autre.`,
  outOfStock: 'Ce produit est en rupture de stock.',
  notInCart: "Ce produit n'est pas dans votre panier.",
  maxReached: (max: number) =>
    max >= CART_MAX_QUANTITY
      ? `Vous avez déjà la quantité maximale (${CART_MAX_QUANTITY}) de ce produit dans votre panier.`
      : `Stock insuffisant : ${max} disponible${max > 1 ? 's' : ''}, déjà dans votre panier.`,
  tooMany: (max: number) => `Stock insuffisant : ${max} disponible${max > 1 ? 's' : ''}.`,
} as const;

export class CartError extends UserFacingError {
  constructor(message: string) {
    super('invalid-argument', message);
    this.name = 'CartError';
  }
}

/** Stock limit of a product when the catalogue knows it, else the cart limit (99). */
const limitOf = (product: ListingProduct | undefined) =>
  product ? maxOrderableQuantity(product) : CART_MAX_QUANTITY;

export function checkProductId(productId: string): void {
  if (!isDatabaseKey(productId)) throw new CartError(CART_ERRORS.invalidProduct);
}

/** The line after adding `quantity` (default 1): summed, capped by the stock and by 99. */
export function addedLine(
  items: CartItems,
  productId: string,
  quantity: number,
  product: ListingProduct | undefined,
  now: string,
): CartItem {
  checkProductId(productId);
  if (!isQuantity(quantity)) throw new CartError(CART_ERRORS.invalidQuantity);
  const current = items[productId];
  if (!current && Object.keys(items).length >= MAX_CART_LINES) {
    throw new CartError(CART_ERRORS.tooManyLines);
  }
  const max = limitOf(product);
  if (max === 0) throw new CartError(CART_ERRORS.outOfStock);
  const held = current?.quantity ?? 0;
  if (held >= max) throw new CartError(CART_ERRORS.maxReached(max));
  return { quantity: Math.min(held + quantity, max), added_at: current?.added_at ?? now };
}

/** The line with a new quantity: lowering is always allowed, raising only within the stock. */
export function changedLine(
  items: CartItems,
  productId: string,
  quantity: number,
  product: ListingProduct | undefined,
): CartItem {
  checkProductId(productId);
  if (!isQuantity(quantity)) throw new CartError(CART_ERRORS.invalidQuantity);
  const current = items[productId];
  if (!current) throw new CartError(CART_ERRORS.notInCart);
  const max = limitOf(product);
  if (quantity > current.quantity && quantity > max) {
    throw new CartError(max === 0 ? CART_ERRORS.outOfStock : CART_ERRORS.tooMany(max));
  }
  return { quantity, added_at: current.added_at };
}

/** Items with `line` set (or removed when null), in cart order. */
export function withLine(items: CartItems, productId: string, line: CartItem | null): CartItems {
  const next: Record<string, CartItem> = { ...items };
  if (line) next[productId] = line;
  else delete next[productId];
  return Object.keys(next).length === 0 ? EMPTY_ITEMS : Object.freeze(next);
}
