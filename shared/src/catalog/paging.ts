// Listing pages: a long listing shows PAGE_SIZE products at a time, the page number in the URL
// (?page=2, absent for page 1), so a page is shareable and the back button returns to it.
import { SearchParams, type SearchParamsLike } from '../search-params';

/** Products per page: 6 rows of the 4-column desktop grid, 8 of 3, 12 of 2 (no ragged row). */
export const PAGE_SIZE = 24;
/** URL parameter of the page number. */
export const PAGE_PARAM = 'page';

export type PageInfo = {
  /** The page shown, 1 … pageCount. */
  page: number;
  /** At least 1: an empty list has one empty page. */
  pageCount: number;
  total: number;
  /** Index in the whole list of the page's first item (0 when the list is empty). */
  firstIndex: number;
  /** Index just after the page's last item: the page is `list.slice(firstIndex, lastIndex)`. */
  lastIndex: number;
};

export type Page<T> = PageInfo & { items: T[] };

/** `requested` brought to the nearest page that exists; NaN (no usable number) is page 1. */
export function clampPage(requested: number, pageCount: number): number {
  if (Number.isNaN(requested)) return 1;
  return Math.min(Math.max(Math.round(requested), 1), Math.max(pageCount, 1));
}

/** The `requested` page of `list` (an out-of-range or invalid page is clamped). */
export function paginate<T>(
  list: readonly T[],
  requested: number,
  size: number = PAGE_SIZE,
): Page<T> {
  // A size below 1 would make infinitely many pages: it counts as 1.
  size = Math.max(1, Math.floor(size) || 1);
  const total = list.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = clampPage(requested, pageCount);
  const firstIndex = Math.min((page - 1) * size, total);
  const lastIndex = Math.min(firstIndex + size, total);
  return {
    items: list.slice(firstIndex, lastIndex),
    page,
    pageCount,
    total,
    firstIndex,
    lastIndex,
  };
}

const PAGE_VALUE = /^[1-9]\d{0,5}$/;

/** The page asked for by a query string; anything but a plain positive number means page 1. */
export function pageFromSearchParams(input: string | SearchParamsLike): number {
  const value = (typeof input === 'string' ? new SearchParams(input) : input).get(PAGE_PARAM);
  return value !== null && PAGE_VALUE.test(value) ? Number(value) : 1;
}
