// Filters, sort, "compatible with" scooters and page of a listing, kept in the URL search params:
// shareable, reload-safe, and every change is a history entry (the back button undoes it).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  toggleFilter,
  updateFilter,
  type Filter,
  type FilterKey,
} from '@fohzshop/shared/catalog/filters';
import {
  DEFAULT_SORT,
  sortFromSearchParams,
  sortToSearchParams,
  type SortKey,
} from '@fohzshop/shared/catalog/sort';
import { GARAGE_MAX_SCOOTERS } from '@fohzshop/shared/catalog/compatibility';
import { PAGE_PARAM, pageFromSearchParams } from '@fohzshop/shared/catalog/paging';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';

/** ?compatible=<scooter id> (repeatable): parts that fit one of these scooters. */
export const COMPATIBLE_PARAM = 'compatible';

export type CatalogParams = {
  filters: Filter[];
  sort: SortKey;
  compatibleIds: string[];
  /** The page asked for (1 when absent or invalid; the listing clamps it to its page count). */
  page: number;
  /** The query string the listing applies ('' until the page is fully hydrated). */
  query: string;
  toggle: (filter: Filter) => void;
  /** Replaces the filter of this key; '' removes it (price 'min-max'). */
  setFilter: (key: FilterKey, query: string) => void;
  clear: (key?: FilterKey) => void;
  setSort: (sort: SortKey) => void;
  resetSort: () => void;
  setCompatible: (scooterIds: readonly string[]) => void;
  /** Removes every filter and the compatibility narrowing (keeps the sort), in one history entry. */
  clearAll: () => void;
};

function readCompatible(params: URLSearchParams): string[] {
  const ids = params.getAll(COMPATIBLE_PARAM).filter((id) => id.length > 0 && id.length <= 128);
  return [...new Set(ids)].slice(0, GARAGE_MAX_SCOOTERS);
}

export function useCatalogParams(): CatalogParams {
  const [searchParams, setSearchParams] = useSearchParams();
  // A listing is prerendered without a query string: it hydrates with none (the server's
  // markup), then the URL's filters, sort and page apply once the page is fully hydrated.
  const query = useHydratedValue(searchParams.toString(), '');
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const sort = useMemo(() => sortFromSearchParams(query), [query]);
  const compatibleIds = useMemo(() => readCompatible(new URLSearchParams(query)), [query]);
  const page = pageFromSearchParams(query);

  // Another filter, sort or garage changes the results: they start again from page 1.
  const navigate = useCallback(
    (change: (current: string) => string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(change(previous.toString()));
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setSearchParams],
  );
  const withFilters = useCallback(
    (next: (current: Filter[]) => Filter[]) =>
      navigate((current) => filtersToSearchParams(next(filtersFromSearchParams(current)), current)),
    [navigate],
  );

  return {
    filters,
    sort,
    compatibleIds,
    page,
    query,
    toggle: useCallback(
      (filter) => withFilters((current) => toggleFilter(current, filter)),
      [withFilters],
    ),
    setFilter: useCallback(
      (key, value) => withFilters((current) => updateFilter(current, { key, query: value })),
      [withFilters],
    ),
    clear: useCallback(
      (key) => withFilters((current) => clearFilters(current, key)),
      [withFilters],
    ),
    setSort: useCallback(
      (next) => navigate((current) => sortToSearchParams(next, current)),
      [navigate],
    ),
    resetSort: useCallback(
      () => navigate((current) => sortToSearchParams(DEFAULT_SORT, current)),
      [navigate],
    ),
    setCompatible: useCallback(
      (ids) =>
        navigate((current) => {
          const params = new URLSearchParams(current);
          params.delete(COMPATIBLE_PARAM);
          for (const id of ids) params.append(COMPATIBLE_PARAM, id);
          return params.toString();
        }),
      [navigate],
    ),
    clearAll: useCallback(
      () =>
        navigate((current) => {
          const params = new URLSearchParams(filtersToSearchParams([], current));
          params.delete(COMPATIBLE_PARAM);
          return params.toString();
        }),
      [navigate],
    ),
  };
}
