// The products a listing shows (type/brand page, Nami rule, filters, garage, sort — all shared
// logic in listProducts), the page of them on screen, and the filter choices with their counts.
import { useMemo } from 'react';
import { applyFilters, type Filter, type FilterKey } from '@fohzshop/shared/catalog/filters';
import { PRODUCT_LABELS, type LabelsById } from '@fohzshop/shared/catalog/labels';
import { brandsIn, listProducts } from '@fohzshop/shared/catalog/listing';
import { paginate } from '@fohzshop/shared/catalog/paging';
import type { SortKey } from '@fohzshop/shared/catalog/sort';
import { STOCK_STATES } from '@fohzshop/shared/catalog/stock';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { ProductType, ScooterBrand } from '@fohzshop/shared/catalog/taxonomy';

export type FilterOption = { value: string; count: number };
export type FilterChoices = Record<Exclude<FilterKey, 'price'>, FilterOption[]>;

type Input = {
  products: readonly ListingProduct[];
  labels: LabelsById;
  type?: ProductType;
  brand?: ScooterBrand;
  filters: readonly Filter[];
  sort: SortKey;
  compatibleIds: readonly string[];
  /** Requested page, clamped to the pages the results fill. */
  page: number;
};

function choices(base: readonly ListingProduct[], labels: LabelsById): FilterChoices {
  const count = (key: FilterKey, query: string) =>
    applyFilters(base, [{ key, query }], { labels }).length;
  const options = (key: FilterKey, values: readonly string[]) =>
    values.map((value) => ({ value, count: count(key, value) }));
  return {
    brand: options('brand', brandsIn(base)),
    stock: options('stock', STOCK_STATES).filter((option) => option.count > 0),
    labels: options('labels', PRODUCT_LABELS).filter((option) => option.count > 0),
  };
}

export function useListing({
  products,
  labels,
  type,
  brand,
  filters,
  sort,
  compatibleIds,
  page,
}: Input) {
  const base = useMemo(
    () => listProducts(products, { type, brand, labels }),
    [products, type, brand, labels],
  );
  const visible = useMemo(
    () =>
      listProducts(products, {
        type,
        brand,
        labels,
        filters,
        sort,
        ...(compatibleIds.length > 0 ? { garage: compatibleIds } : {}),
      }),
    [products, type, brand, labels, filters, sort, compatibleIds],
  );
  const shown = useMemo(() => paginate(visible, page), [visible, page]);
  const options = useMemo(() => choices(base, labels), [base, labels]);
  return { base, visible, shown, options };
}
