// The catalogue's CSV round trip in Chromium, as the demo admin does it: « Exporter (CSV) »
// downloads the whole catalogue (UTF-8 with a byte order mark, « ; »); the file with one cell
// edited, imported through « Importer (CSV) », is previewed (1 product modified, the others
// unchanged) and imported: exactly that field changes in the database. The exported file,
// imported back, restores it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductsCsv } from '@fohzshop/shared/catalog/product-csv/file';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';
import { downloadOf } from './support/files';
import { waitForDb } from './support/paid-order';
import { signIn } from './support/session';
import { adminDb, DEMO_ADMIN } from './support/stack';

type Row = Record<string, unknown>;
let admin: Page;
let product: Product;
let exported = '';

beforeAll(async () => {
  const products = (await adminDb().get('products')) as Record<string, Row>;
  // A competition part: no other spec orders or edits one.
  const id = Object.keys(products)
    .sort()
    .find((key) => products[key]?.type === 'Pièce compétition')!;
  product = parseStoredProduct(products[id], id)!;
  admin = await signIn('/hyperviseur/produits', DEMO_ADMIN);
});

afterAll(async () => {
  await admin?.context().close();
});

/** The line of one product, as the export writes it. */
const lineOf = (p: Product) => buildProductsCsv([p]).split('\r\n')[1]!;

/** Imports `text` through the dialog; returns the report's counts. */
async function importFile(text: string): Promise<string[]> {
  await admin.getByRole('button', { name: 'Importer (CSV)' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Importer le catalogue (CSV)' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await dialog.getByRole('region', { name: 'Aperçu (rien n’est encore enregistré)' }).waitFor();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  const report = dialog.getByRole('region', { name: 'Import terminé' });
  await report.waitFor({ timeout: 30_000 });
  const counts = await report.getByRole('listitem').allTextContents();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  return counts;
}

describe('Hyperviseur: the catalogue as a CSV file', () => {
  it('exports the whole catalogue in the file French Excel opens', async () => {
    await admin.getByRole('heading', { name: 'Produits', level: 1 }).waitFor();
    const file = await downloadOf(admin, () =>
      admin.getByRole('button', { name: 'Exporter (CSV)' }).click(),
    );
    expect(file.name).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    exported = file.bytes.toString('utf8');
    expect(exported.slice(1).startsWith('product_id;name;type;brand;price;')).toBe(true);
    expect(exported).toContain(`\r\n${lineOf(product)}\r\n`);
  });

  it('imports it with one cell edited: exactly that field changes; the export restores it', async () => {
    const description = `${product.description} (modifiée par import CSV)`.trim();
    const edited = exported.replace(lineOf(product), lineOf({ ...product, description }));
    const before = (await adminDb().get(`products/${product.product_id}`)) as Row;
    expect(await importFile(edited)).toEqual(expect.arrayContaining(['1 modifié', '0 créé']));
    const after = await waitForDb<Row>(
      `products/${product.product_id}`,
      (p) => p?.description === description,
    );
    const { updated_at: _a, description: _d, ...restAfter } = after;
    const { updated_at: _b, description: _e, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);

    expect(await importFile(exported)).toEqual(expect.arrayContaining(['1 modifié']));
    await waitForDb<Row>(
      `products/${product.product_id}`,
      (p) => p?.description === product.description,
    );
  });
});
