// Stock state shown on cards, detail pages and the stock filter (see docs/data-model.md).
import { CART_MAX_QUANTITY } from '../constants';
import type { Product } from '../schemas/product';

export const STOCK_STATES = ['En stock', 'Rupture de stock', 'Sur commande'] as const;
export type StockState = (typeof STOCK_STATES)[number];

type StockInput = Pick<Product, 'stock'> & { backorder?: boolean | undefined };

/** stock > 0 ⇒ En stock; stock 0 ⇒ Sur commande when backorder is allowed, else Rupture de stock. */
export function stockState(product: StockInput): StockState {
  if (product.stock > 0) return 'En stock';
  return product.backorder ? 'Sur commande' : 'Rupture de stock';
}

/** Can it be added to the cart at all? */
export function isPurchasable(product: StockInput): boolean {
  return stockState(product) !== 'Rupture de stock';
}

/** Largest quantity one cart line may hold: the stock, or the cart limit (99) when backorder is allowed. */
export function maxOrderableQuantity(product: StockInput): number {
  if (product.backorder) return CART_MAX_QUANTITY;
  return Math.min(Math.max(0, product.stock), CART_MAX_QUANTITY);
}
