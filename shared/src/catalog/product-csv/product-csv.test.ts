import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductSchema, ScooterSpecsSchema } from '../../schemas/product';
import { ProductSafetySchema, SafetyPartySchema } from '../../schemas/product-safety';
import { product } from '../../test-support/products';
import { SAMPLE_SAFETY } from '../../test-support/product-safety';
import { validProduct } from '../../test-support/product-arbitrary';
import { cellText, guardCell, joinList, parseNumber, splitList } from './cells';
import { PRODUCT_CSV_COLUMNS } from './columns';
import { buildProductsCsv, duplicateIdErrors } from './file';
import { changedColumns, editableFields, headerErrors, productCells, readRow } from './row';

const HEADER = PRODUCT_CSV_COLUMNS.map((c) => c.name);
const fileCells = (p: Parameters<typeof productCells>[0]) => productCells(p).map(guardCell);
const cellOf = (cells: string[], name: string) => cells[HEADER.indexOf(name)]!;
const withCell = (cells: string[], name: string, value: string) =>
  cells.map((cell, i) => (HEADER[i] === name ? value : cell));
const scooter = product({ product_id: 'dt3', safety: SAMPLE_SAFETY, price: 3299.9 });

describe('the column table', () => {
  it('has a column for every field of a product, nested blocks by their dotted path', () => {
    const inner = (prefix: string, shape: Record<string, unknown>) =>
      Object.keys(shape).map((key) => `${prefix}.${key}`);
    const { specs: _s, safety: _f, ...top } = ProductSchema.shape;
    const { manufacturer: _m, eu_responsible: _e, ...safety } = ProductSafetySchema.shape;
    const expected = [
      ...Object.keys(top),
      ...inner('specs', ScooterSpecsSchema.shape),
      ...inner('safety.manufacturer', SafetyPartySchema.shape),
      ...inner('safety.eu_responsible', SafetyPartySchema.shape),
      ...inner('safety', safety),
    ];
    expect([...HEADER].sort()).toEqual([...expected].sort());
  });
});

describe('cells', () => {
  it('guards formulas with an apostrophe and reads back exactly the text written', () => {
    expect(guardCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(guardCell('-5 %')).toBe("'-5 %");
    expect(guardCell("'=1")).toBe("''=1");
    expect(guardCell("l'été")).toBe("l'été");
    fc.assert(fc.property(fc.string(), (s) => cellText(guardCell(s)) === s));
    fc.assert(fc.property(fc.string(), (s) => !/^[=+\-@\t\r]/.test(guardCell(s))));
  });
  it('joins lists with « | » and splits them back, escapes included', () => {
    expect(joinList(['a|b', 'c\\d'])).toBe('a\\|b|c\\\\d');
    expect(splitList('')).toEqual([]);
    fc.assert(
      // [''] is written as '' like []: no list of the catalogue holds an empty item.
      fc.property(fc.array(fc.string(), { minLength: 1 }), (items) => {
        fc.pre(items.length > 1 || items[0] !== '');
        expect(splitList(joinList(items))).toEqual(items);
      }),
    );
  });
  it('reads French and English decimals, and nothing else as a number', () => {
    expect(parseNumber('1 299,90')).toBe(1299.9);
    expect(parseNumber('1\u202f299.9')).toBe(1299.9);
    expect(parseNumber('-3')).toBe(-3);
    for (const bad of ['1.299,90', '12abc', '', '1e3', '=1+1'])
      expect(parseNumber(bad)).toBe(undefined);
  });
});

describe('a line of the file', () => {
  it('gives back every valid product exactly (round trip of random products)', () => {
    fc.assert(
      fc.property(validProduct, (p) => {
        const read = readRow(HEADER, fileCells(p), null);
        expect(read).toEqual({ ok: true, product_id: p.product_id, input: editableFields(p) });
      }),
      { numRuns: 300 },
    );
  });
  it('changes exactly the edited column of a stored product', () => {
    fc.assert(
      fc.property(validProduct, fc.integer({ min: 0, max: 999 }), (p, stock) => {
        fc.pre(stock !== p.stock);
        const read = readRow(HEADER, withCell(fileCells(p), 'stock', String(stock)), p);
        expect(read.ok && changedColumns(p, read.input)).toEqual(['stock']);
      }),
      { numRuns: 100 },
    );
  });
  it('keeps the fields whose columns the file does not have', () => {
    const header = ['product_id', 'name', 'type', 'brand', 'price', 'stock'];
    const cells = ['dt3', scooter.name, scooter.type, scooter.brand, '2999,00', '1'];
    const read = readRow(header, cells, scooter);
    expect(read.ok && read.input).toEqual({ ...editableFields(scooter), price: 2999 });
    expect(read.ok && changedColumns(scooter, read.input)).toEqual(['price']);
  });
  it('names the column and says in French what is wrong', () => {
    const cells = fileCells(scooter);
    const errors = (changes: Record<string, string>) => {
      let next = cells;
      for (const [name, value] of Object.entries(changes)) next = withCell(next, name, value);
      const read = readRow(HEADER, next, null);
      return read.ok ? [] : read.errors;
    };
    expect(errors({ price: '12abc' })).toEqual([
      { column: 'price', message: expect.stringMatching(/« 12abc » n’est pas un montant/) },
    ]);
    expect(errors({ type: 'Vélo', 'safety.manufacturer.email': 'pas-un-mail' })).toEqual([
      { column: 'type', message: expect.stringContaining('« Trottinette électrique »') },
      { column: 'safety.manufacturer.email', message: expect.stringMatching(/e-mail/) },
    ]);
    const noSafety = Object.fromEntries(
      HEADER.filter((n) => n.startsWith('safety.')).map((n) => [n, '']),
    );
    expect(errors(noSafety)).toEqual([
      { column: 'safety.manufacturer.name', message: expect.stringMatching(/GPSR|sécurité/i) },
    ]);
    expect(errors({ product_id: 'a/b', backorder: 'peut-être' })).toEqual([
      { column: 'product_id', message: expect.any(String) },
      { column: 'backorder', message: '« peut-être » : indiquez « oui » ou « non ».' },
    ]);
  });
  it('refuses a line with too many or too few cells', () => {
    const read = readRow(HEADER, [...fileCells(scooter), 'en trop'], null);
    expect(read).toMatchObject({
      ok: false,
      product_id: 'dt3',
      errors: [{ column: null, message: expect.stringMatching(/trop de colonnes/) }],
    });
    expect(readRow(HEADER, fileCells(scooter).slice(1), null).ok).toBe(false);
  });
  it('keeps a formula as text: never evaluated, written back guarded', () => {
    const evil = product({ product_id: 'x', type: 'Pièce détachée', name: '=1+1' });
    const cells = withCell(fileCells(evil), 'description', '@SUM(A1:A9)');
    const read = readRow(HEADER, cells, null);
    expect(read.ok && [read.input.name, read.input.description]).toEqual(['=1+1', '@SUM(A1:A9)']);
    expect(cellOf(cells, 'name')).toBe("'=1+1");
  });
});

describe('the header', () => {
  it('refuses unknown, duplicated and missing required columns, in French', () => {
    expect(headerErrors(HEADER)).toEqual([]);
    expect(headerErrors(['product_id', 'name', 'prix', 'name', ''])).toEqual([
      'La colonne n° 5 n’a pas de nom.',
      expect.stringMatching(/^Colonne inconnue : « prix »/),
      'Colonne en double : « name ».',
      'Colonnes obligatoires absentes : « type », « brand », « price », « stock ».',
    ]);
  });
});

describe('the file', () => {
  it('is UTF-8 with a byte order mark, « ; » and CRLF, one product per line, header first', () => {
    const csv = buildProductsCsv([scooter, product({ product_id: 'a', name: 'Pneu ; "10"' })]);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFFproduct_id;name;type;brand;price;')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^a;"Pneu ; ""10""";/);
    expect(lines[2]).toMatch(/^dt3;.*;3299,90;/);
  });
  it('refuses every line of a duplicated product id, naming the others', () => {
    const rows = [2, 3, 4].map((line) => ({ line, cells: [line === 3 ? 'b' : 'a'] }));
    const errors = duplicateIdErrors(['product_id'], rows);
    expect([...errors.keys()]).toEqual([2, 4]);
    expect(errors.get(4)).toMatch(/« a » apparaît sur plusieurs lignes \(2, 4\)/);
  });
});
