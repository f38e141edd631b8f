// Budgets at 5,000 products (docs/performance.md, "Catalogue bench"): printed beside each figure,
// never asserted — the bench reports.
const KIB = 1024;

/** Data received before the page is complete and live (HTML + database, gzip), per kind of page. */
export function dataBudget(path: string): number {
  if (path === '/') return 50 * KIB;
  if (/^\/[^/]+$/.test(path)) return 150 * KIB;
  return 30 * KIB;
}

export const HEAP_BUDGET = 50 * 2 ** 20;
export const SEARCH_BUDGET = 300 * KIB;
/** Lighthouse mobile score at 5,046 products: at most this many points under the demo's. */
export const SCORE_DROP_BUDGET = 2;

/** "✅" within the budget, "⚠" over it. */
export const mark = (value: number, budget: number): string =>
  Number.isNaN(value) ? '' : value <= budget ? ' ✅' : ' ⚠';
