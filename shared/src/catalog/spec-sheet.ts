// One scooter's datasheet (product page): the characteristic rows of the comparator, with the
// same French labels, units and number formatting, for a single product. Missing values are left out.
import type { Product } from '../schemas/product';
import { MISSING_VALUE, compareScooters } from './compare';

export type SpecSheetRow = { key: string; label: string; value: string };

/** Rows the product page shows elsewhere (price, brand, stock) are not part of the datasheet. */
const NOT_SPECS = new Set(['price', 'brand', 'availability']);

export function scooterSpecSheet(product: Product): SpecSheetRow[] {
  // The comparator builds every row from 2+ columns; the same product twice gives its values.
  return compareScooters([product, product])
    .filter((row) => !NOT_SPECS.has(row.key))
    .map((row) => ({ key: row.key, label: row.label, value: row.values[0] ?? MISSING_VALUE }))
    .filter((row) => row.value !== MISSING_VALUE);
}
