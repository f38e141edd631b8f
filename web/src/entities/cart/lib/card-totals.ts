// Cart totals from the cards of the cart's products (product_cards: price, stock, backorder,
// name, brand, type, first image), not from whole products. The shared computeCartTotals is
// typed on Product but reads only the price, the stock and the backorder flag, all on cards.
import {
  computeCartTotals,
  type CartLine as ProductCartLine,
  type CartTotals as ProductCartTotals,
} from '@fohzshop/shared/cart-totals';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { Product } from '@fohzshop/shared/schemas/product';

/** A cart line with its product's card (undefined when the product no longer exists). */
export type CartLine = Omit<ProductCartLine, 'product'> & { product?: ListingProduct };
export type CartTotals = Omit<ProductCartTotals, 'lines'> & { lines: CartLine[] };

/** Cards list → lookup by id. */
export function cardsById(cards: readonly ListingProduct[]): Record<string, ListingProduct> {
  return Object.fromEntries(cards.map((card) => [card.product_id, card]));
}

export function cartTotals(
  items: Readonly<Record<string, { quantity: number }>>,
  cards: readonly ListingProduct[],
): CartTotals {
  // Sound: computeCartTotals only reads fields cards carry (see above), and hands the card back.
  return computeCartTotals(items, cardsById(cards) as Record<string, Product>);
}
