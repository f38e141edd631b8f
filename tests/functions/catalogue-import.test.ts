// The catalogue import (importProducts, docs/catalogue-import.md): admins only; the header is
// checked before anything is written; each line is read again on the server with the shared
// column table and ProductInputSchema and applied whole or not at all; prices go through the
// price history as the product form's do; a round trip changes exactly the edited cell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_HISTORY, priceChangesOf } from '@fohzshop/shared/catalog/price-history';
import { guardCell } from '@fohzshop/shared/catalog/product-csv/cells';
import { PRODUCT_CSV_COLUMNS } from '@fohzshop/shared/catalog/product-csv/columns';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { productCells } from '@fohzshop/shared/catalog/product-csv/row';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { expectedCards } from './support/cards.js';
import { call, succeed } from './support/client.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { triggersIdle } from './support/triggers.js';

const HEADER = PRODUCT_CSV_COLUMNS.map((c) => c.name);
let admin: Account;
let customer: Account;

beforeAll(async () => {
  await resetDatabase();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  await seedProduct('csv-scooter', { old_price: null });
  await seedProduct('csv-part', {
    name: 'Pneu 10 pouces',
    type: 'Pièce détachée',
    brand: 'Kaabo',
    price: 39.9,
    old_price: null,
    safety: null,
    specs: null,
    stock: 12,
  });
});
afterAll(async () => {
  // The cards' and catalogue version's triggers of the last writes, before the stack stops.
  await triggersIdle();
  await closeAdmin();
});

/** The export's cells of a stored product (what a spreadsheet shows), by column name. */
async function exported(id: string): Promise<Record<string, string>> {
  const product = parseStoredProduct(await read(`products/${id}`), id);
  if (!product) throw new Error(`${id} unreadable`);
  const cells = productCells(product);
  return Object.fromEntries(HEADER.map((name, i) => [name, cells[i]!]));
}
const line = (cells: Record<string, string>, at: number, expected_stock: number | null) => ({
  line: at,
  cells: HEADER.map((name) => guardCell(cells[name] ?? '')),
  expected_stock,
});
const importRows = (rows: unknown[], dry_run = false) =>
  succeed<{ results: ImportLineResult[] }>(
    'importProducts',
    { dry_run, columns: HEADER, rows },
    admin,
  ).then((answer) => answer.results);

describe('importProducts', () => {
  it('refuses a visitor and a customer, and writes nothing', async () => {
    const cells = { ...(await exported('csv-part')), product_id: 'csv-intrus', name: 'Intrus' };
    const request = { dry_run: false, columns: HEADER, rows: [line(cells, 2, null)] };
    const before = await dump();
    expect(await call('importProducts', request, VISITOR)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
    expect(await call('importProducts', request, customer)).toMatchObject({
      ok: false,
      code: 'permission-denied',
      message: MESSAGES.permissionDenied,
    });
    expect(await dump()).toEqual(before);
  });

  it('refuses unknown and missing required columns as a whole, before writing anything', async () => {
    const cells = await exported('csv-part');
    const before = await dump();
    const outcome = await call(
      'importProducts',
      {
        dry_run: false,
        columns: ['product_id', 'name', 'prix'],
        rows: [{ line: 2, cells: [cells.product_id, 'Autre nom', '12'], expected_stock: 12 }],
      },
      admin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(!outcome.ok && outcome.message).toMatch(
      /Colonne inconnue : « prix ».*Colonnes obligatoires absentes : « type », « brand », « price », « stock »/,
    );
    expect(await dump()).toEqual(before);
  });

  it('creates and updates line by line; a bad line is refused by column and its product left untouched', async () => {
    const part = await exported('csv-part');
    const scooter = await exported('csv-scooter');
    const before = { part: await read('products/csv-part'), history: await dump() };
    const rows = [
      line({ ...part, product_id: 'csv-new', name: '=HYPERLINK("http://x")' }, 2, null),
      line({ ...scooter, description: 'Nouvelle description' }, 3, 4),
      line({ ...part, price: 'abc', 'safety.manufacturer.email': 'x' }, 4, 12),
      (({ cells, ...rest }) => ({ ...rest, cells: [...cells, 'en trop'] }))(
        line({ ...part, product_id: 'csv-extra' }, 5, null),
      ),
    ];
    const dry = await importRows(rows, true);
    expect(await dump()).toEqual(before.history);
    const results = await importRows(rows);
    expect(results).toEqual(dry);
    expect(results.map((r) => [r.line, r.product_id, r.outcome, r.changed])).toEqual([
      [2, 'csv-new', 'created', []],
      [3, 'csv-scooter', 'updated', ['description']],
      [4, 'csv-part', 'refused', []],
      [5, 'csv-extra', 'refused', []],
    ]);
    expect(results[2]!.errors).toEqual(
      expect.arrayContaining([
        { column: 'price', message: expect.stringMatching(/« abc » n’est pas un montant/) },
        { column: 'safety.manufacturer.email', message: expect.stringMatching(/e-mail/) },
        { column: 'safety.model', message: 'Ce champ est obligatoire.' },
      ]),
    );
    expect(results[3]!.errors[0]!.message).toMatch(/trop de colonnes/);
    expect(await read('products/csv-part')).toEqual(before.part);
    // A formula stays text, never evaluated.
    expect(await read('products/csv-new/name')).toBe('=HYPERLINK("http://x")');
    expect(await read('products/csv-scooter/description')).toBe('Nouvelle description');
    const cards = await expectedCards();
    expect(await read('product_cards/csv-new')).toEqual(cards['csv-new']);
    expect(await read('product_cards/csv-scooter')).toEqual(cards['csv-scooter']);
  });

  it('refuses every line of a duplicated product id, and a stock moved since the preview', async () => {
    const part = await exported('csv-part');
    const before = await dump();
    const results = await importRows([
      line({ ...part, name: 'Un' }, 2, 12),
      line({ ...part, name: 'Deux' }, 3, 12),
      line({ ...(await exported('csv-scooter')), stock: '9' }, 4, 3),
    ]);
    expect(results.map((r) => [r.outcome, r.errors[0]?.column])).toEqual([
      ['refused', 'product_id'],
      ['refused', 'product_id'],
      ['refused', 'stock'],
    ]);
    expect(results[0]!.errors[0]!.message).toMatch(/plusieurs lignes \(2, 3\)/);
    expect(await dump()).toEqual(before);
  });

  it('records a price change in the price history, as the product form does', async () => {
    const part = await exported('csv-part');
    const [first] = await importRows([
      line({ ...part, price: '34,90', old_price: '39,90' }, 2, 12),
    ]);
    expect(first).toMatchObject({ outcome: 'updated', changed: ['price', 'old_price'] });
    const prices = priceChangesOf(await read(`${PRICE_HISTORY}/csv-part`)).map(
      (c) => c.price_cents,
    );
    expect(prices.at(-1)).toBe(3490);
    // No 30-day history of 39,90 €: the struck-through price is saved, never shown.
    expect(first!.refused_old_price).toEqual({ lawful_cents: null, lowest_cents: 3490 });
    expect(await read('products/csv-part/reference_price')).toBeNull();
    expect(await read('product_cards/csv-part/o')).toBeNull();
    expect(await read('product_cards/csv-part/p')).toBe(3490);
  });

  it('round trip: the exported line imported back with one cell edited changes exactly that field', async () => {
    const before = (await read('products/csv-scooter')) as Record<string, unknown>;
    const cells = await exported('csv-scooter');
    const [same] = await importRows([line(cells, 2, 4)]);
    expect(same).toMatchObject({ outcome: 'unchanged', changed: [] });
    const [edited] = await importRows([line({ ...cells, 'specs.range_km': '85,5' }, 2, 4)]);
    expect(edited).toMatchObject({ outcome: 'updated', changed: ['specs.range_km'] });
    const after = (await read('products/csv-scooter')) as Record<string, unknown>;
    const { updated_at: _a, specs: specsAfter, ...restAfter } = after;
    const { updated_at: _b, specs: specsBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    expect(specsAfter).toEqual({ ...(specsBefore as object), range_km: 85.5 });
  });

  it('imports 60 lines in two batches (5,000 lines: catalogue-import-bench.test.ts)', async () => {
    const part = await exported('csv-part');
    const rows = Array.from({ length: 60 }, (_, i) =>
      line({ ...part, product_id: `csv-bulk-${i}`, name: `Pièce ${i}` }, i + 2, null),
    );
    const started = Date.now();
    const results = [
      ...(await importRows(rows.slice(0, 30))),
      ...(await importRows(rows.slice(30))),
    ];
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(60);
    expect(await read('product_cards/csv-bulk-59/n')).toBe('Pièce 59');
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
