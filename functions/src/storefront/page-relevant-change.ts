// Whether a write of products/{id} changes what the product's pages show (catalogue-version.ts).
// The record is compared field by field as stored, so that a field the schema does not know
// (or a malformed one the pages hide) still counts as a change.
import { isStoredProductBuyable } from '@fohzshop/shared/catalog/stored-product';
import { isStoredObject } from '../core/stored-value.js';

const COUNTERS = new Set(['stock', 'views']);

export function changesPages(before: unknown, after: unknown): boolean {
  if (!isStoredObject(before) || !isStoredObject(after)) return before !== after;
  if (isStoredProductBuyable(before) !== isStoredProductBuyable(after)) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (COUNTERS.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return true;
  }
  return false;
}
