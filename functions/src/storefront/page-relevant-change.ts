// Whether a write of products/{id} changes what the product's pages show (catalogue-version.ts).
const COUNTERS = new Set(['stock', 'views']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const buyable = (product: Record<string, unknown>) =>
  Number(product.stock) > 0 || product.backorder === true;

export function changesPages(before: unknown, after: unknown): boolean {
  if (!isObject(before) || !isObject(after)) return before !== after;
  if (buyable(before) !== buyable(after)) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (COUNTERS.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return true;
  }
  return false;
}
