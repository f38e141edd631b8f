// The reduction a product may show (L112-1-1 C. conso., CJEU C-330/23): the struck-through price
// is the lawful reference the server computed from the price history (`reference_price`, see
// price-history.ts), shown only when the admin's `old_price` is exactly that reference, the
// price is below it and the product can be bought. Cards, product pages, labels and the
// server-rendered HTML all go through this one function. zod-free: it is on the initial path.
import { toCents } from '../money';
import type { Product } from '../schemas/product';
import { isPurchasable } from './stock';

type ReferenceInput = Pick<Product, 'price' | 'old_price' | 'reference_price'>;
type ReductionInput = ReferenceInput & Pick<Product, 'stock'> & { backorder?: boolean | undefined };

/** The justified reference in cents, whatever the stock (what a card stores as `o`). */
export function justifiedReferenceCents(product: ReferenceInput): number | undefined {
  if (product.old_price === undefined || product.reference_price === undefined) return undefined;
  const reference = toCents(product.reference_price);
  if (toCents(product.old_price) !== reference) return undefined;
  return reductionPercent(reference, toCents(product.price)) >= 1 ? reference : undefined;
}

/** « -X % » computed on the reference, rounded down so it never claims more than it gives. */
export const reductionPercent = (referenceCents: number, priceCents: number): number =>
  referenceCents > 0 ? Math.floor(((referenceCents - priceCents) * 100) / referenceCents) : 0;

export type ShownReduction = { referenceCents: number; percent: number };

/** The reduction to show, or null: none justified, or the product cannot be bought. */
export function shownReduction(product: ReductionInput): ShownReduction | null {
  const referenceCents = justifiedReferenceCents(product);
  if (referenceCents === undefined || !isPurchasable(product)) return null;
  return { referenceCents, percent: reductionPercent(referenceCents, toCents(product.price)) };
}
