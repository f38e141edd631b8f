// The catalogue import (docs/catalogue-import.md): the Hyperviseur sends the file's header and
// its lines as cells, in batches; the server reads each line with the shared column table and
// ProductInputSchema again, and creates or updates each product in its own transaction.
import { z } from 'zod';
import {
  IMPORT_BATCH_CHARS,
  IMPORT_BATCH_ROWS,
  MAX_CELL_CHARS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
} from '../catalog/product-csv/messages';
import { ImportLineResultSchema } from '../catalog/product-csv/import-result';
import { PositiveIntSchema } from '../schemas/common';
import { MAX_STOCK } from '../schemas/product';
import { defineCallable } from './define';

const ImportRowSchema = z.strictObject({
  /** Spreadsheet line number (the header is line 1): how errors are reported. */
  line: z
    .number()
    .int()
    .min(2)
    .max(MAX_IMPORT_ROWS + 1),
  /** Cells as papaparse split them; a count other than the header's refuses the line. */
  cells: z.array(z.string().max(MAX_CELL_CHARS)).max(MAX_IMPORT_COLUMNS * 2),
  /**
   * The stock the preview showed for this product (null: the preview found no such product).
   * As in updateProduct, a stock equal to it keeps the live stock; another is set only if the
   * live stock still equals it.
   */
  expected_stock: PositiveIntSchema.max(MAX_STOCK).nullable(),
});

const charsOf = (rows: readonly { cells: readonly string[] }[]): number =>
  rows.reduce((sum, row) => sum + row.cells.reduce((n, cell) => n + cell.length, 0), 0);

/** dry_run: every check and the outcome of every line, nothing written. */
export const importProducts = defineCallable({
  name: 'importProducts',
  access: 'admin',
  request: z
    .strictObject({
      dry_run: z.boolean(),
      columns: z.array(z.string().max(100)).min(1).max(MAX_IMPORT_COLUMNS),
      rows: z.array(ImportRowSchema).min(1).max(IMPORT_BATCH_ROWS),
    })
    .refine((request) => charsOf(request.rows) <= IMPORT_BATCH_CHARS, {
      error: `Un envoi ne peut dépasser ${IMPORT_BATCH_CHARS} caractères : envoyez moins de lignes à la fois.`,
    }),
  response: z.object({ results: z.array(ImportLineResultSchema) }),
});
