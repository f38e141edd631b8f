// The catalogue file end to end in the browser's terms: export text → papaparse → preview
// against the same catalogue; and the hostile files (encoding, size, empty, header only,
// columns, formulas, quotes).
import { describe, expect, it } from 'vitest';
import { buildProductsCsv } from '@fohzshop/shared/catalog/product-csv/file';
import { MAX_IMPORT_FILE_BYTES } from '@fohzshop/shared/catalog/product-csv/messages';
import { sampleProducts } from '@fohzshop/shared/test-support/product-arbitrary';
import { product } from '@fohzshop/shared/test-support/products';
import type { Product } from '@fohzshop/shared/schemas/product';
import { previewImport } from './import-preview';
import { decodeCsvBytes, readCsvFile, splitCsv } from './read-csv-file';

const part = (overrides: Partial<Product> = {}) =>
  product({ product_id: 'pneu', name: 'Pneu 10"', type: 'Pièce détachée', ...overrides });
const byId = (list: readonly Product[]) => new Map(list.map((p) => [p.product_id, p]));

async function preview(text: string, catalogue: readonly Product[]) {
  const split = await splitCsv(text);
  if (!split.ok) throw new Error(split.message);
  return previewImport(split.header, split.lines, byId(catalogue));
}

describe('the exported file read back', () => {
  it('finds every product unchanged, whatever its texts (random catalogues)', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const list = sampleProducts(8, seed);
      const result = await preview(buildProductsCsv(list), list);
      const ids = list.map((p) => p.product_id).sort((a, b) => (a < b ? -1 : 1));
      expect(result.ok && result.lines.map((l) => [l.product_id, l.outcome])).toEqual(
        ids.map((id) => [id, 'unchanged']),
      );
    }
  });
  it('sees exactly the cell edited in the text', async () => {
    const catalogue = [part(), part({ product_id: 'frein', name: '=cmd|"/c calc"!A1' })];
    const text = buildProductsCsv(catalogue);
    // Guarded, then quoted for its quotes: a spreadsheet shows it as text.
    expect(text).toContain(`;"'=cmd|""/c calc""!A1";`);
    const result = await preview(text.replace(';"Pneu 10""";', ';Pneu 10 pouces;'), catalogue);
    expect(result.ok && result.lines.map((l) => [l.product_id, l.outcome, l.changed])).toEqual([
      ['frein', 'unchanged', []],
      ['pneu', 'updated', ['name']],
    ]);
  });
});

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hostile files', () => {
  it('reads Windows-1252 (Excel’s plain CSV) and says so; refuses UTF-16 and binary files', () => {
    const latin1 = Uint8Array.from([0x50, 0xe9, 0x64, 0x61, 0x6c, 0x80]); // « Pédal€ »
    expect(decodeCsvBytes(latin1)).toEqual({
      ok: true,
      text: 'Pédal€',
      warning: expect.stringMatching(/n’est pas en UTF-8 : il a été lu en Windows-1252/),
    });
    expect(decodeCsvBytes(utf8('\uFEFFPédale'))).toEqual({ ok: true, text: 'Pédale' });
    expect(decodeCsvBytes(Uint8Array.from([0xff, 0xfe, 0x50, 0]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/UTF-16/),
    });
    expect(decodeCsvBytes(Uint8Array.from([0x50, 0, 0x4b]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/binaires/),
    });
  });
  it('refuses a 50 MB file before reading it, stating the limit', async () => {
    // Not a real Blob: FileReader would throw on it, so only the size can have refused it.
    const huge = { size: 50 * 1024 * 1024 } as Blob;
    expect(await readCsvFile(huge)).toEqual({
      ok: false,
      message: `Le fichier fait 50 Mo : la limite est de ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} Mo. Importez le catalogue en plusieurs fichiers.`,
    });
  });
  it('refuses an empty file, a header alone and an unclosed quote', async () => {
    const header = buildProductsCsv([]);
    expect(await readCsvFile(new Blob([]))).toEqual({ ok: false, message: 'Le fichier est vide.' });
    expect(await readCsvFile(new Blob([header, ';;;\r\n']))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/que la ligne d’en-tête/),
    });
    expect(await splitCsv(`${header}x;"jamais fermé\r\n`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Guillemet non fermé/),
    });
  });
  it('refuses an unknown or missing column for the whole file, and a line with too many columns', async () => {
    const bad = await preview('product_id;name;prix\r\npneu;Pneu;12\r\n', []);
    expect(bad).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/Colonne inconnue : « prix »/),
        expect.stringMatching(/« type », « brand », « price », « stock »/),
      ],
    });
    const lines = buildProductsCsv([part()]).split('\r\n');
    const result = await preview(`${lines[0]}\r\n${lines[1]};en trop\r\n`, [part()]);
    expect(result.ok && result.lines[0]).toMatchObject({
      line: 2,
      outcome: 'refused',
      errors: [{ column: null, message: expect.stringMatching(/trop de colonnes/) }],
    });
  });
  it('keeps formula cells as text, and refuses both lines of a duplicated product', async () => {
    const [header = '', line = ''] = buildProductsCsv([part({ name: '=1+1' })]).split('\r\n');
    expect(line).toMatch(/^pneu;'=1\+1;/);
    const result = await preview(
      [header, line, line.replace("'=1+1", '@SUM(A1)')].join('\r\n'),
      [],
    );
    expect(result.ok && result.lines.map((l) => [l.line, l.outcome, l.errors[0]?.column])).toEqual([
      [2, 'refused', 'product_id'],
      [3, 'refused', 'product_id'],
    ]);
    const single = await preview([header, line].join('\r\n'), []);
    expect(single.ok && single.lines[0]).toMatchObject({ outcome: 'created' });
  });
});
