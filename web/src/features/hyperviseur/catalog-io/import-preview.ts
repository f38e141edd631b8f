// The preview of an import: every line read with the shared column table and the product
// schema against the live catalogue, as the server will read it, before anything is written.
// Its outcomes (created, updated with the columns that change, unchanged, refused with the
// errors by column) are what the admin checks; the server decides again when it writes.
import { duplicateIdErrors } from '@fohzshop/shared/catalog/product-csv/file';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import {
  changedColumns,
  headerErrors,
  productIdOf,
  readRow,
} from '@fohzshop/shared/catalog/product-csv/row';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { CsvLine } from './read-csv-file';

export type PreviewLine = ImportLineResult & { cells: string[]; expected_stock: number | null };
export type Preview =
  { ok: true; header: string[]; lines: PreviewLine[] } | { ok: false; errors: string[] };

export function previewImport(
  header: string[],
  lines: readonly CsvLine[],
  products: ReadonlyMap<string, Product>,
): Preview {
  const errors = headerErrors(header);
  if (errors.length > 0) return { ok: false, errors };
  const duplicates = duplicateIdErrors(header, lines);
  const previewed = lines.map(({ line, cells }): PreviewLine => {
    const id = productIdOf(header, cells);
    const stored = (id !== null && products.get(id)) || null;
    const base = { line, cells, expected_stock: stored?.stock ?? null, changed: [], errors: [] };
    const duplicate = duplicates.get(line);
    if (duplicate)
      return {
        ...base,
        product_id: id,
        outcome: 'refused',
        errors: [{ column: 'product_id', message: duplicate }],
      };
    const read = readRow(header, cells, stored);
    if (!read.ok)
      return { ...base, product_id: read.product_id, outcome: 'refused', errors: read.errors };
    if (!stored) return { ...base, product_id: read.product_id, outcome: 'created' };
    const changed = changedColumns(stored, read.input);
    return {
      ...base,
      product_id: read.product_id,
      outcome: changed.length ? 'updated' : 'unchanged',
      changed,
    };
  });
  return { ok: true, header, lines: previewed };
}

export type Counts = Record<ImportLineResult['outcome'], number>;

export function countOutcomes(lines: readonly ImportLineResult[]): Counts {
  const counts: Counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const line of lines) counts[line.outcome]++;
  return counts;
}
