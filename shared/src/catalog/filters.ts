// Listing filters: a filter is a key (brand, stock, labels, price) and a query text; the set of
// filters can be added to, removed from, updated or cleared (see docs/data-model.md).
// Semantics: values of the SAME key are OR-ed (Dualtron or Kaabo), DIFFERENT keys are AND-ed
// (Dualtron or Kaabo, and in stock). An unparsable price query constrains nothing.
import { toCents } from '../money';
import type { ListingProduct } from './product-card';
import { foldText } from '../text';
import { deriveLabels, type LabelsById } from './labels';
import { normalizeBrand } from './normalize';
import { stockState } from './stock';
import { SearchParams, type SearchParamsLike } from '../search-params';

export const FILTER_KEYS = ['brand', 'stock', 'labels', 'price'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filter = { key: FilterKey; query: string };

export const FILTER_KEY_LABELS: Record<FilterKey, string> = {
  brand: 'Marque',
  stock: 'Disponibilité',
  labels: 'Labels',
  price: 'Prix',
};

/** Shareable URL parameter names (French, stable): ?marque=Dualtron&marque=Kaabo&prix=500-2000. */
export const FILTER_PARAMS: Record<FilterKey, string> = {
  brand: 'marque',
  stock: 'stock',
  labels: 'label',
  price: 'prix',
};
const MAX_FILTERS = 30;
const MAX_QUERY_LENGTH = 100;

export type PriceRange = { minCents?: number; maxCents?: number };

const AMOUNT = String.raw`(\d+(?:[.,]\d{1,2})?)`;
const RANGE = new RegExp(`^${AMOUNT}?-${AMOUNT}?$`);
const SINGLE = new RegExp(`^${AMOUNT}$`);
const cents = (text: string | undefined) =>
  text === undefined ? undefined : toCents(Number(text.replace(',', '.')));

/** 'min-max' in euros, inclusive: '500-2000', '1 000 – 2 000 €', '99,90-', '-300', '450' (exact). */
export function parsePriceRange(query: string): PriceRange | null {
  const compact = query.replace(/[\s€\u00a0\u202f]/g, '').replace(/[–—]/g, '-');
  const single = SINGLE.exec(compact);
  if (single) return { minCents: cents(single[1]), maxCents: cents(single[1]) };
  const range = RANGE.exec(compact);
  if (!range || (range[1] === undefined && range[2] === undefined)) return null;
  let [min, max] = [cents(range[1]), cents(range[2])];
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    ...(min !== undefined && { minCents: min }),
    ...(max !== undefined && { maxCents: max }),
  };
}

export function formatPriceQuery(
  minEuros: number | undefined,
  maxEuros: number | undefined,
): string {
  return `${minEuros ?? ''}-${maxEuros ?? ''}`;
}

function matches(product: ListingProduct, filter: Filter, labels: LabelsById): boolean {
  const query = foldText(filter.query);
  switch (filter.key) {
    case 'brand':
      return normalizeBrand(filter.query) === product.brand || foldText(product.brand) === query;
    case 'stock':
      return foldText(stockState(product)) === query;
    case 'labels':
      return (labels[product.product_id] ?? []).some((label) => foldText(label) === query);
    case 'price': {
      const range = parsePriceRange(filter.query);
      if (!range) return true;
      const price = toCents(product.price);
      return (
        (range.minCents === undefined || price >= range.minCents) &&
        (range.maxCents === undefined || price <= range.maxCents)
      );
    }
  }
}

/** Keep products matching the filter set. `labels` defaults to deriveLabels(products, now). */
export function applyFilters<T extends ListingProduct>(
  products: readonly T[],
  filters: readonly Filter[],
  options: { labels?: LabelsById; now?: Date | number } = {},
): T[] {
  if (filters.length === 0) return [...products];
  const needsLabels = filters.some((filter) => filter.key === 'labels');
  const labels =
    options.labels ?? (needsLabels ? deriveLabels(products, options.now ?? Date.now()) : {});
  const byKey = new Map<FilterKey, Filter[]>();
  for (const filter of filters) byKey.set(filter.key, [...(byKey.get(filter.key) ?? []), filter]);
  return products.filter((product) =>
    [...byKey.values()].every((group) => group.some((filter) => matches(product, filter, labels))),
  );
}

// ---- filter set operations (immutable) ----

const sameFilter = (a: Filter, b: Filter) =>
  a.key === b.key && foldText(a.query) === foldText(b.query);

export function addFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  const query = filter.query.trim();
  if (!query || filters.some((f) => sameFilter(f, filter))) return [...filters];
  return [...filters, { key: filter.key, query }];
}

export function removeFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  return filters.filter((f) => !sameFilter(f, filter));
}

/** Replace every filter of this key by this one (e.g. moving the price slider). Empty query ⇒ removed. */
export function updateFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  return addFilter(
    filters.filter((f) => f.key !== filter.key),
    filter,
  );
}

export function toggleFilter(filters: readonly Filter[], filter: Filter): Filter[] {
  return filters.some((f) => sameFilter(f, filter))
    ? removeFilter(filters, filter)
    : addFilter(filters, filter);
}

/** Clear all filters, or only those of one key. */
export function clearFilters(filters: readonly Filter[], key?: FilterKey): Filter[] {
  return key ? filters.filter((f) => f.key !== key) : [];
}

export const hasFilter = (filters: readonly Filter[], filter: Filter) =>
  filters.some((f) => sameFilter(f, filter));

// ---- URL serialisation ----

/** Writes the filters into the query string `base` (keeping its other parameters, e.g. the sort). */
export function filtersToSearchParams(filters: readonly Filter[], base = ''): string {
  const params = new SearchParams(base);
  for (const key of FILTER_KEYS) params.delete(FILTER_PARAMS[key]);
  for (const filter of filters) params.append(FILTER_PARAMS[filter.key], filter.query);
  return params.toString();
}

/** Reads filters back from a query string or URLSearchParams; unknown, empty and over-long values are ignored. */
export function filtersFromSearchParams(input: string | SearchParamsLike): Filter[] {
  const params = typeof input === 'string' ? new SearchParams(input) : input;
  let filters: Filter[] = [];
  for (const key of FILTER_KEYS) {
    for (const query of params.getAll(FILTER_PARAMS[key])) {
      if (query.length > MAX_QUERY_LENGTH || filters.length >= MAX_FILTERS) continue;
      filters =
        key === 'price'
          ? updateFilter(filters, { key, query })
          : addFilter(filters, { key, query });
    }
  }
  return filters;
}
