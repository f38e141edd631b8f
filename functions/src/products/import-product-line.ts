// One line of a catalogue import: read again here with the shared column table and
// ProductInputSchema (the browser's preview is never trusted), then the product created or
// updated in one transaction by the same writes as createProduct and updateProduct
// (createIfAbsent, writeProductFields), its price recorded through the same price history
// (recordPrice) and its card rewritten. A line is applied whole or not at all; its outcome
// says which.
import * as logger from 'firebase-functions/logger';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { CSV_MESSAGES } from '@fohzshop/shared/catalog/product-csv/messages';
import { changedColumns, readRow } from '@fohzshop/shared/catalog/product-csv/row';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { stockChangedMessage } from '@fohzshop/shared/messages';
import type { Product, ProductInput } from '@fohzshop/shared/schemas/product';
import { createIfAbsent, pathOf, ref } from '../core/db.js';
import { recordPrice } from './price-history.js';
import { syncCardFromCommitted } from './product-cards.js';
import { writeProductFields } from './product-write.js';

export type ImportLine = { line: number; cells: string[]; expected_stock: number | null };

const refused = (
  line: number,
  product_id: string | null,
  message: string,
  column: string | null = null,
): ImportLineResult => ({
  line,
  product_id,
  outcome: 'refused',
  changed: [],
  errors: [{ column, message }],
});

/** The outcome a line would have against the stored product, before anything is written. */
function plan(
  row: ImportLine,
  product_id: string,
  input: ProductInput,
  stored: Product | null,
): ImportLineResult {
  const base = { line: row.line, product_id, errors: [] };
  if (stored === null)
    return row.expected_stock === null
      ? { ...base, outcome: 'created', changed: [] }
      : refused(row.line, product_id, CSV_MESSAGES.deletedMeanwhile);
  if (row.expected_stock === null)
    return refused(row.line, product_id, CSV_MESSAGES.createdMeanwhile);
  const stockEdited = input.stock !== row.expected_stock;
  if (stockEdited && stored.stock !== row.expected_stock)
    return refused(row.line, product_id, stockChangedMessage(stored.stock), 'stock');
  const changed = changedColumns(stored, {
    ...input,
    stock: stockEdited ? input.stock : stored.stock,
  });
  return { ...base, outcome: changed.length ? 'updated' : 'unchanged', changed };
}

/** Creates the product if nothing is there; false when something was (created meanwhile). */
const create = (product_id: string, input: ProductInput): Promise<boolean> =>
  createIfAbsent(pathOf('products', product_id), {
    ...input,
    product_id,
    views: 0,
    created_at: new Date().toISOString(),
  });

/** Reads, checks and (unless dryRun) applies one line. Never throws: a failure refuses the line. */
export async function importLine(
  header: readonly string[],
  row: ImportLine,
  dryRun: boolean,
  duplicate: string | undefined,
): Promise<ImportLineResult> {
  const first = readRow(header, row.cells, null);
  const id = first.product_id;
  if (duplicate) return refused(row.line, id, duplicate, 'product_id');
  if (id === null)
    return {
      line: row.line,
      product_id: null,
      outcome: 'refused',
      changed: [],
      errors: first.ok ? [] : first.errors,
    };
  try {
    const raw: unknown = (await ref(pathOf('products', id)).once('value')).val();
    const stored = parseStoredProduct(raw, id);
    const read = stored ? readRow(header, row.cells, stored) : first;
    if (!read.ok)
      return {
        line: row.line,
        product_id: id,
        outcome: 'refused',
        changed: [],
        errors: read.errors,
      };
    // A record that exists but cannot be read is not overwritten by a create.
    if (raw !== null && stored === null)
      return refused(row.line, id, CSV_MESSAGES.createdMeanwhile);
    const planned = plan(row, id, read.input, stored);
    if (dryRun || planned.outcome === 'refused' || planned.outcome === 'unchanged') return planned;
    if (planned.outcome === 'created') {
      if (!(await create(id, read.input)))
        return refused(row.line, id, CSV_MESSAGES.createdMeanwhile);
    } else {
      // The form's write: the stored photos stay (a file does not carry them).
      const write = await writeProductFields(id, read.input, row.expected_stock!);
      if ('gone' in write) return refused(row.line, id, CSV_MESSAGES.deletedMeanwhile);
      if ('conflict' in write)
        return refused(row.line, id, stockChangedMessage(write.conflict), 'stock');
    }
    const { stored: committed, verdict } = await recordPrice(id);
    if (committed) await syncCardFromCommitted(id, committed);
    return verdict?.status === 'refused'
      ? {
          ...planned,
          refused_old_price: {
            lawful_cents: verdict.lawful_cents,
            lowest_cents: verdict.lowest_cents,
          },
        }
      : planned;
  } catch (error) {
    logger.error('catalogue import line failed', { line: row.line, id, error: String(error) });
    return refused(row.line, id, CSV_MESSAGES.saveFailed);
  }
}
