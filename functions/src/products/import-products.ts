// importProducts: a batch of lines of the catalogue file (docs/catalogue-import.md). The header
// is checked first (unknown, duplicated or missing required columns refuse the whole call,
// nothing written); then every line on its own: read with the shared column table and
// ProductInputSchema, and created or updated in its own transaction (import-product-line.ts).
// Lines naming the same product are all refused. dry_run answers the same outcomes, writing
// nothing. The lines of a batch are independent products, so they are handled concurrently.
import { importProducts as contract } from '@fohzshop/shared/contracts/catalogue-import';
import { duplicateIdErrors } from '@fohzshop/shared/catalog/product-csv/file';
import { headerErrors } from '@fohzshop/shared/catalog/product-csv/row';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { importLine } from './import-product-line.js';

export const importProducts = callable(
  contract,
  async ({ dry_run, columns, rows }) => {
    const errors = headerErrors(columns);
    if (errors.length > 0) throw fail('invalid-argument', errors.join(' '));
    const duplicates = duplicateIdErrors(columns, rows);
    const results = await Promise.all(
      rows.map((row) => importLine(columns, row, dry_run, duplicates.get(row.line))),
    );
    return { results };
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
