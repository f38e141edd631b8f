// What the pagination's links need: each page's query string and the page numbers shown. Apart
// from the paging itself so that a listing's start-up code does not carry them (the pagination
// component loads lazily).
import { SearchParams } from '../search-params';
import { PAGE_PARAM } from './paging';

/** `base` with the page set; page 1 (or less) removes the parameter. */
export function pageToSearchParams(page: number, base = ''): string {
  const params = new SearchParams(base);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  return params.toString();
}

/** A gap between page numbers in a long pagination (rendered as « … »). */
export const PAGE_GAP = 'gap';

/**
 * The page numbers a pagination shows: the first, the last, the current one and its neighbours,
 * with a gap where numbers are left out (a gap of one number shows that number instead).
 */
export function pageWindow(page: number, pageCount: number): (number | typeof PAGE_GAP)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const result: (number | typeof PAGE_GAP)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (shown.has(n) || (shown.has(n - 1) && shown.has(n + 1))) result.push(n);
    else if (result.at(-1) !== PAGE_GAP) result.push(PAGE_GAP);
  }
  return result;
}
