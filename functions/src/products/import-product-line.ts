// One line of a catalogue import: read again here with the shared column table and
// ProductInputSchema (the browser's preview is never trusted), then the product created or
// updated in one transaction, as createProduct and updateProduct do it, its price recorded
// through the same price history (recordPrice) and its card rewritten. A line is applied whole
// or not at all; its outcome says which.
import * as logger from 'firebase-functions/logger';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { CSV_MESSAGES } from '@fohzshop/shared/catalog/product-csv/messages';
import { changedColumns, readRow } from '@fohzshop/shared/catalog/product-csv/row';
import { parseStoredProduct, storedStock } from '@fohzshop/shared/catalog/stored-product';
import { stockChangedMessage } from '@fohzshop/shared/messages';
import type { Product, ProductInput } from '@fohzshop/shared/schemas/product';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject } from '../core/stored-value.js';
import { recordPrice } from './price-history.js';
import { syncCardFromCommitted } from './product-cards.js';

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
async function create(product_id: string, input: ProductInput): Promise<boolean> {
  const value = { ...input, product_id, views: 0, created_at: new Date().toISOString() };
  const result = await ref(pathOf('products', product_id)).transaction((current: unknown) =>
    current === null ? value : undefined,
  );
  return result.committed;
}

/**
 * updateProduct's transaction: the editable fields replaced, views, created_at and photos
 * carried over, the live stock kept unless the file changed it, and then only if it still equals the
 * stock the preview showed. Returns null when written, else the refusal.
 */
async function update(
  product_id: string,
  input: ProductInput,
  expected: number,
): Promise<{ gone: true } | { conflict: number } | null> {
  const now = new Date().toISOString();
  const stockEdited = input.stock !== expected;
  const seen: { conflict: number | null } = { conflict: null };
  const result = await ref(pathOf('products', product_id)).transaction((current: unknown) => {
    seen.conflict = null;
    // null may be the empty cache (core/db.ts): written back as it is, the server then answers.
    if (!isStoredObject(current)) return current;
    const stored = storedStock(current.stock);
    if (stockEdited && stored !== expected) {
      seen.conflict = stored;
      return current;
    }
    return {
      ...input,
      // Photos are managed in the product form: the stored list stays.
      ...(current.photos !== undefined && { photos: current.photos }),
      product_id,
      stock: stockEdited ? input.stock : (current.stock ?? input.stock),
      views: typeof current.views === 'number' ? current.views : 0,
      created_at: typeof current.created_at === 'string' ? current.created_at : now,
      updated_at: now,
      ...(current.price === input.price &&
        typeof current.reference_price === 'number' && {
          reference_price: current.reference_price,
        }),
    };
  });
  if (!result.committed || !result.snapshot.exists()) return { gone: true };
  return seen.conflict === null ? null : { conflict: seen.conflict };
}

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
      const outcome = await update(id, read.input, row.expected_stock!);
      if (outcome && 'gone' in outcome) return refused(row.line, id, CSV_MESSAGES.deletedMeanwhile);
      if (outcome) return refused(row.line, id, stockChangedMessage(outcome.conflict), 'stock');
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
