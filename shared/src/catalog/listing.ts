// One function for every product listing: type pages, brand pages, filters, sort and garage.
import { UNDEFINED_LABEL, type Brand, type ProductType } from './taxonomy';
import type { ListingProduct } from './product-card';
import { compareFrench } from '../text';
import { filterByGarage } from './compatibility';
import { applyFilters, type Filter } from './filters';
import type { LabelsById } from './labels';
import { DEFAULT_SORT, sortProducts, type SortKey } from './sort';

export type ListingOptions = {
  /** Type pages (scooters, parts, competition parts). */
  type?: ProductType;
  /** Brand pages (/trottinettes-electriques/dualtron…). */
  brand?: Brand;
  filters?: readonly Filter[];
  sort?: SortKey;
  /** Scooter ids of the visitor's garage: parts must fit one of them. */
  garage?: readonly string[];
  labels?: LabelsById;
  now?: Date | number;
};

/** Listings with a type (scooters, parts, competition parts) leave out brand Nami. */
export const NAMI_EXCLUDED_BRAND: Brand = 'Nami';

export function listProducts<T extends ListingProduct>(
  products: readonly T[],
  options: ListingOptions = {},
): T[] {
  let list = [...products];
  if (options.type) {
    list = list.filter(
      (product) => product.type === options.type && product.brand !== NAMI_EXCLUDED_BRAND,
    );
  }
  if (options.brand) list = list.filter((product) => product.brand === options.brand);
  if (options.garage) list = filterByGarage(list, options.garage);
  list = applyFilters(list, options.filters ?? [], { labels: options.labels, now: options.now });
  return sortProducts(list, options.sort ?? DEFAULT_SORT);
}

/** Brands present in a list, alphabetical, for the brand filter choices (fallback left out). */
export function brandsIn(products: readonly ListingProduct[]): string[] {
  const brands = new Set(products.map((product) => product.brand));
  brands.delete(UNDEFINED_LABEL);
  return [...brands].sort(compareFrench);
}
