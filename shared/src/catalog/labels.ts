// Derived product labels (rules in docs/data-model.md). Computed, never stored: they depend on
// "now" and on the whole catalogue (best sellers are relative).
import { BEST_SELLER_TOP, NEW_LABEL_DAYS } from '../constants';
import { toCents } from '../money';
import type { Product } from '../schemas/product';
import { shownReduction } from './reduction';

export const PRODUCT_LABELS = ['Nouveauté', 'Meilleures ventes', 'Prix fortement réduit'] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];
export type LabelsById = Record<string, ProductLabel[]>;

const DAY_MS = 24 * 60 * 60 * 1000;

type ReductionFields = Pick<Product, 'price' | 'old_price' | 'reference_price' | 'stock'> & {
  backorder?: boolean | undefined;
};
type LabelInput = Pick<Product, 'product_id' | 'created_at' | 'views'> & ReductionFields;

/** Created within the last 7 days; a created_at in the future (clock skew) also counts as new. */
export function isNew(product: Pick<Product, 'created_at'>, now: Date | number): boolean {
  const created = Date.parse(product.created_at);
  if (Number.isNaN(created)) return false;
  return Number(now) - created <= NEW_LABEL_DAYS * DAY_MS;
}

/**
 * The shown (lawful, buyable) reference − price > 50 % of price, compared in cents: no badge
 * for a reduction the price history does not justify or an item that cannot be bought.
 */
export function isHeavilyDiscounted(product: ReductionFields): boolean {
  const reduction = shownReduction(product);
  if (!reduction) return false;
  const price = toCents(product.price);
  return (reduction.referenceCents - price) * 2 > price;
}

/**
 * The 10 most viewed products with views > 0. Ties are broken by product_id (ascending) so the
 * set is the same on every device.
 */
export function bestSellerIds(
  products: readonly Pick<Product, 'product_id' | 'views'>[],
): Set<string> {
  const ranked = products
    .filter((product) => product.views > 0)
    .sort((a, b) => b.views - a.views || compareIds(a.product_id, b.product_id))
    .slice(0, BEST_SELLER_TOP);
  return new Set(ranked.map((product) => product.product_id));
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** product_id → labels, in PRODUCT_LABELS order; every product gets an entry (maybe empty). */
/**
 * `best`: the catalogue's best sellers when `products` is only part of it (a listing of one type,
 * a page of cards); by default they are ranked among `products`.
 */
export function deriveLabels(
  products: readonly LabelInput[],
  now: Date | number,
  best: ReadonlySet<string> = bestSellerIds(products),
): LabelsById {
  const result: LabelsById = {};
  for (const product of products) {
    const labels: ProductLabel[] = [];
    if (isNew(product, now)) labels.push('Nouveauté');
    if (best.has(product.product_id)) labels.push('Meilleures ventes');
    if (isHeavilyDiscounted(product)) labels.push('Prix fortement réduit');
    result[product.product_id] = labels;
  }
  return result;
}

/**
 * The fewest views a best seller can have, read from the BEST_SELLER_TOP most viewed products
 * (an `orderByChild('views').limitToLast(BEST_SELLER_TOP)` query): every product with at least
 * that many views is a candidate, ties at the boundary included, so
 * `bestSellerIds(candidates)` equals `bestSellerIds(whole catalogue)`.
 */
export function bestSellerFloor(top: readonly Pick<Product, 'views'>[]): number {
  if (top.length < BEST_SELLER_TOP) return 1;
  return Math.max(1, Math.min(...top.map((product) => product.views)));
}

/** Whether two label lists say the same (lists are recomputed as new arrays on every change). */
export function sameLabels(a?: readonly ProductLabel[], b?: readonly ProductLabel[]): boolean {
  return a === b || (!!a && !!b && a.length === b.length && a.every((label, i) => label === b[i]));
}
