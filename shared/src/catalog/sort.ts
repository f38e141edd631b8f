// Listing sorts: six fields each way (sales, price, name, stock, brand, ref) plus 'newest'.
// Default sales-desc, where "sales" means views (best sellers are ranked by views as well).
import { toCents } from '../money';
import type { ListingProduct } from './product-card';
import { compareFrench } from '../text';
import { SearchParams, type SearchParamsLike } from '../search-params';

export const SORT_OPTIONS = [
  { value: 'sales-desc', label: 'Meilleures ventes' },
  { value: 'sales-asc', label: 'Moins vendus' },
  { value: 'price-asc', label: 'Prix croissant' },
  { value: 'price-desc', label: 'Prix décroissant' },
  { value: 'name-asc', label: 'Nom (A → Z)' },
  { value: 'name-desc', label: 'Nom (Z → A)' },
  { value: 'stock-asc', label: 'Stock croissant' },
  { value: 'stock-desc', label: 'Stock décroissant' },
  { value: 'brand-asc', label: 'Marque (A → Z)' },
  { value: 'brand-desc', label: 'Marque (Z → A)' },
  { value: 'ref-asc', label: 'Référence (A → Z)' },
  { value: 'ref-desc', label: 'Référence (Z → A)' },
  { value: 'newest', label: 'Nouveautés' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_KEYS: readonly SortKey[] = SORT_OPTIONS.map((option) => option.value);
export const DEFAULT_SORT: SortKey = 'sales-desc';
export const SORT_LABELS = Object.fromEntries(
  SORT_OPTIONS.map((o) => [o.value, o.label]),
) as Record<SortKey, string>;
/** URL parameter of the sort: ?tri=price-asc (absent ⇒ default). */
export const SORT_PARAM = 'tri';

export const isSortKey = (value: unknown): value is SortKey => SORT_KEYS.includes(value as SortKey);

type Compare = (a: ListingProduct, b: ListingProduct) => number;
const byNumber =
  (get: (p: ListingProduct) => number): Compare =>
  (a, b) =>
    get(a) - get(b);
const byText =
  (get: (p: ListingProduct) => string): Compare =>
  (a, b) =>
    compareFrench(get(a), get(b));
// Product references compare by code point so 'A-10' vs 'a-9' is deterministic everywhere.
const byRef: Compare = (a, b) =>
  a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0;
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);
const byCreated = byNumber((p) => Date.parse(p.created_at) || 0);

const COMPARATORS: Record<SortKey, Compare> = {
  'sales-desc': reverse(byNumber((p) => p.views)),
  'sales-asc': byNumber((p) => p.views),
  'price-asc': byNumber((p) => toCents(p.price)),
  'price-desc': reverse(byNumber((p) => toCents(p.price))),
  'name-asc': byText((p) => p.name),
  'name-desc': reverse(byText((p) => p.name)),
  'stock-asc': byNumber((p) => p.stock),
  'stock-desc': reverse(byNumber((p) => p.stock)),
  'brand-asc': byText((p) => p.brand),
  'brand-desc': reverse(byText((p) => p.brand)),
  'ref-asc': byRef,
  'ref-desc': reverse(byRef),
  newest: reverse(byCreated),
};

/** New sorted array; stable (equal items keep their input order). Unknown key ⇒ default. */
export function sortProducts<T extends ListingProduct>(
  products: readonly T[],
  sort: SortKey = DEFAULT_SORT,
): T[] {
  const compare = COMPARATORS[isSortKey(sort) ? sort : DEFAULT_SORT];
  return [...products].sort(compare);
}

export function sortFromSearchParams(input: string | SearchParamsLike): SortKey {
  const value = (typeof input === 'string' ? new SearchParams(input) : input).get(SORT_PARAM);
  return isSortKey(value) ? value : DEFAULT_SORT;
}

/** Writes the sort into the query string `base`; the default is left out to keep URLs short. */
export function sortToSearchParams(sort: SortKey, base = ''): string {
  const params = new SearchParams(base);
  if (sort === DEFAULT_SORT) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, sort);
  return params.toString();
}
