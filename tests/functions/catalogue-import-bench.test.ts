// The 5,000-line catalogue import, measured (not in CI: it runs only with
// CATALOGUE_IMPORT_BENCH=1, about a minute or more; catalogue-import.test.ts keeps a 60-line case
// in CI). 5,000 random valid products (every field, texts full of « ; », quotes, line breaks,
// « | », formulas) are exported to the CSV text, read back line by line as the preview does,
// then sent to importProducts in batches of IMPORT_BATCH_ROWS, one call after the other as the
// Hyperviseur sends them: a dry run, the import that creates them all, and the round trip (the
// same file with one cell edited: one product updated, the others unchanged). The callable runs
// in this process (decision 0007) against the test stack's database, so the peak memory
// sampled here is the handler's plus the test's. Written to reports/catalogue-import.md.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductsCsv } from '@fohzshop/shared/catalog/product-csv/file';
import { guardCell } from '@fohzshop/shared/catalog/product-csv/cells';
import { PRODUCT_CSV_COLUMNS } from '@fohzshop/shared/catalog/product-csv/columns';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { IMPORT_BATCH_ROWS } from '@fohzshop/shared/catalog/product-csv/messages';
import { productCells, readRow } from '@fohzshop/shared/catalog/product-csv/row';
import { sampleProducts } from '@fohzshop/shared/test-support/product-arbitrary';
import { closeAdmin, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { loadFunctions, runCallable } from './support/in-process.js';
import { resetDatabase } from './support/seed.js';
import { ROOT } from './support/stack.js';
import { triggersIdle } from './support/triggers.js';

const LINES = 5000;
const HEADER = PRODUCT_CSV_COLUMNS.map((c) => c.name);
let admin: Account;
const report: string[] = [];

beforeAll(async () => {
  await resetDatabase();
  admin = await newAccount({ admin: true });
});
afterAll(async () => {
  await triggersIdle();
  await closeAdmin();
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `task`, sampling this process's memory every 20 ms: duration and peaks. */
async function measured<T>(task: () => Promise<T>) {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const result = await task();
  const ms = performance.now() - started;
  // A synchronous step never lets the timer run: its result is still held here.
  sample();
  clearInterval(timer);
  return { result, ms, rss, heap, heapGrowth: heap - start.heapUsed };
}

type Row = { line: number; cells: string[]; expected_stock: number | null };

async function sendAll(rows: Row[], dryRun: boolean): Promise<ImportLineResult[]> {
  const { importProducts } = await loadFunctions();
  const who = { uid: admin.uid, email: admin.email, admin: true };
  const results: ImportLineResult[] = [];
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) {
    const outcome = await runCallable(
      importProducts,
      { dry_run: dryRun, columns: HEADER, rows: rows.slice(i, i + IMPORT_BATCH_ROWS) },
      who,
    );
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    results.push(...(outcome.result as { results: ImportLineResult[] }).results);
  }
  return results;
}

const count = (results: ImportLineResult[]) =>
  Object.entries(
    results.reduce<Record<string, number>>(
      (n, r) => ({ ...n, [r.outcome]: (n[r.outcome] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(', ');

describe.skipIf(!process.env.CATALOGUE_IMPORT_BENCH)('catalogue import, 5,000 lines', () => {
  it('exports, previews, dry-runs, imports and round-trips 5,000 products', async () => {
    const products = sampleProducts(LINES, 2026);
    expect(products).toHaveLength(LINES);
    const exported = await measured(async () => buildProductsCsv(products));
    const bytes = Buffer.byteLength(exported.result, 'utf8');
    const rows: Row[] = products.map((p, i) => ({
      line: i + 2,
      cells: productCells(p).map(guardCell),
      expected_stock: null,
    }));
    const preview = await measured(async () => rows.map((row) => readRow(HEADER, row.cells, null)));
    expect(preview.result.every((r) => r.ok)).toBe(true);
    const dry = await measured(() => sendAll(rows, true));
    expect(count(dry.result)).toBe(`${LINES} created`);
    const created = await measured(() => sendAll(rows, false));
    expect(count(created.result)).toBe(`${LINES} created`);
    await triggersIdle();
    const edited = rows.map((row, i) => ({
      ...row,
      expected_stock: products[i]!.stock,
      cells: i === 1234 ? row.cells.map((c, k) => (HEADER[k] === 'stock' ? '7' : c)) : row.cells,
    }));
    const roundTrip = await measured(() => sendAll(edited, false));
    const changed = products[1234]!.stock !== 7;
    expect(count(roundTrip.result)).toBe(
      changed ? `${LINES - 1} unchanged, 1 updated` : `${LINES} unchanged`,
    );
    expect(await read(`products/${products[1234]!.product_id}/stock`)).toBe(7);
    const row = (name: string, m: Awaited<ReturnType<typeof measured>>) =>
      `| ${name} | ${(m.ms / 1000).toFixed(1)} s | ${mb(m.heap)} | ${mb(m.heapGrowth)} | ${mb(m.rss)} |`;
    report.push(
      '# Catalogue import: 5,000 lines',
      '',
      `Written by tests/functions/catalogue-import-bench.test.ts on ${new Date().toISOString()} ` +
        `(\`CATALOGUE_IMPORT_BENCH=1\`, ${LINES} random valid products, ${PRODUCT_CSV_COLUMNS.length} columns, ` +
        `CSV of ${mb(bytes)}; batches of ${IMPORT_BATCH_ROWS} lines sent one after the other; ` +
        'importProducts run in process against the local RTDB server). Memory: this process, sampled every 20 ms.',
      '',
      '| step | time | peak heap | heap growth | peak RSS |',
      '| --- | --- | --- | --- | --- |',
      row('export (buildProductsCsv)', exported),
      row('preview (readRow of every line)', preview),
      row(`dry run (${count(dry.result)})`, dry),
      row(`import (${count(created.result)})`, created),
      row(`round trip, one cell edited (${count(roundTrip.result)})`, roundTrip),
      '',
    );
    await writeFile(`${ROOT}reports/catalogue-import.md`, report.join('\n'));
  }, 1_800_000);
});
