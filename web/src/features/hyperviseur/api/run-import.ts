// Sends the lines the preview accepted to importProducts in batches (at most IMPORT_BATCH_ROWS
// lines and IMPORT_BATCH_CHARS characters a call), one call after the other, and gathers the
// server's outcome of each line with the lines the preview refused. dryRun: the server checks
// everything and writes nothing.
import { importProducts } from '@fohzshop/shared/contracts/catalogue-import';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import {
  IMPORT_BATCH_CHARS,
  IMPORT_BATCH_ROWS,
} from '@fohzshop/shared/catalog/product-csv/messages';
import { callFunction } from '@/lib/firebase/call-function';
import type { PreviewLine } from '../catalog-io/import-preview';

const charsOf = (line: PreviewLine) => line.cells.reduce((n, cell) => n + cell.length, 0);

export function batchesOf(lines: readonly PreviewLine[]): PreviewLine[][] {
  const batches: PreviewLine[][] = [];
  let current: PreviewLine[] = [];
  let chars = 0;
  for (const line of lines) {
    if (
      current.length === IMPORT_BATCH_ROWS ||
      (current.length > 0 && chars + charsOf(line) > IMPORT_BATCH_CHARS)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(line);
    chars += charsOf(line);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export async function runImport(
  header: string[],
  lines: readonly PreviewLine[],
  dryRun: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<ImportLineResult[]> {
  const refused = lines.filter((line) => line.outcome === 'refused');
  const sent = lines.filter((line) => line.outcome !== 'refused');
  const results: ImportLineResult[] = [
    ...refused.map(({ cells: _c, expected_stock: _e, ...result }) => result),
  ];
  let done = 0;
  onProgress(0, sent.length);
  for (const batch of batchesOf(sent)) {
    const answer = await callFunction(importProducts, {
      dry_run: dryRun,
      columns: header,
      rows: batch.map(({ line, cells, expected_stock }) => ({ line, cells, expected_stock })),
    });
    results.push(...answer.results);
    done += batch.length;
    onProgress(done, sent.length);
  }
  return results.sort((a, b) => a.line - b.line);
}
