import { describe, expect, it } from 'vitest';
import { balances, entry, moves, rowsOf, YEAR } from '../test-support/ledger';
import { buildFec, FEC_COLUMNS, fecAmount, fecDate, fecFileName, fecText } from './fec';

describe('FEC formats', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(fecAmount(123456)).toBe('1234,56');
    expect(fecAmount(5)).toBe('0,05');
    expect(fecAmount(0)).toBe('0,00');
    expect(fecAmount(100_000_000)).toBe('1000000,00');
    expect(() => fecAmount(-1)).toThrow(RangeError);
    expect(() => fecAmount(1.5)).toThrow(RangeError);
  });
  it('writes dates AAAAMMJJ, safe text and the legal file name', () => {
    expect(fecDate('2026-03-05')).toBe('20260305');
    expect(fecText(' Achat | pneus\r\nKaabo\t ')).toBe('Achat pneus Kaabo');
    expect(fecFileName('123 456 789', '2026-12-31')).toBe('123456789FEC20261231.txt');
  });
});

describe('FEC text a spreadsheet would run as a formula', () => {
  it('gets an apostrophe in front, like the CSV, after tabs and line breaks became spaces', () => {
    expect(fecText('=HYPERLINK("http://x.test";"clic")')).toBe(
      '\'=HYPERLINK("http://x.test";"clic")',
    );
    expect(fecText('+33 6 12')).toBe("'+33 6 12");
    expect(fecText('-1+1')).toBe("'-1+1");
    expect(fecText('@SUM(A1)')).toBe("'@SUM(A1)");
    // A leading tab or CR is trimmed away, and what it hid is neutralised too.
    expect(fecText('\t=1+1')).toBe("'=1+1");
    expect(fecText('\r\n=1+1')).toBe("'=1+1");
    expect(fecText('Achat = pneus')).toBe('Achat = pneus');
  });

  it('neutralises a label and a piece reference in the file, which keeps 18 columns', () => {
    const text = buildFec(
      [entry({ label: '=cmd|calc!A1', piece_ref: '@fact-1', paid_on: '2026-03-16' })],
      YEAR,
    );
    const rows = rowsOf(text).slice(1);
    for (const row of rows) expect(row).toHaveLength(18);
    const labels = rows.map((row) => row[FEC_COLUMNS.indexOf('EcritureLib')]);
    expect(labels).toContain("'=cmd calc!A1");
    expect(labels.every((label) => !/^[=+\-@]/.test(label ?? ''))).toBe(true);
    const pieces = rows.map((row) => row[FEC_COLUMNS.indexOf('PieceRef')]);
    expect(new Set(pieces)).toEqual(new Set(["'@fact-1"]));
  });
});

describe('buildFec', () => {
  it('starts with the 18 field names and writes 18 columns on every line', () => {
    const text = buildFec([entry({ paid_on: '2026-03-16' })], YEAR);
    const rows = rowsOf(text);
    expect(rows[0]).toEqual([...FEC_COLUMNS]);
    expect(FEC_COLUMNS).toHaveLength(18);
    for (const row of rows) expect(row).toHaveLength(18);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('books a sale on its invoice with shipping on 7085, then its settlement, lettered', () => {
    const sale = entry({
      order_id: 'order-1',
      automatic: 'payment',
      piece_ref: 'FA-2026-000007',
      shipping_amount: 12,
    });
    const text = buildFec([sale], YEAR);
    expect(moves(text)).toEqual([
      [
        'VT',
        'VT2026-000001',
        '20260315',
        '411000',
        'FA-2026-000007',
        '612,00',
        '0,00',
        'VT2026-000001',
        '20260315',
      ],
      ['VT', 'VT2026-000001', '20260315', '707000', 'FA-2026-000007', '0,00', '500,00', '', ''],
      ['VT', 'VT2026-000001', '20260315', '708500', 'FA-2026-000007', '0,00', '10,00', '', ''],
      ['VT', 'VT2026-000001', '20260315', '445710', 'FA-2026-000007', '0,00', '102,00', '', ''],
      ['BQ', 'BQ2026-000001', '20260315', '512000', 'FA-2026-000007', '612,00', '0,00', '', ''],
      [
        'BQ',
        'BQ2026-000001',
        '20260315',
        '411000',
        'FA-2026-000007',
        '0,00',
        '612,00',
        'VT2026-000001',
        '20260315',
      ],
    ]);
    for (const [, sum] of balances(text)) expect(sum).toBe(0);
    // Free shipping: no 7085 line at all.
    expect(buildFec([{ ...sale, shipping_amount: 0 }], YEAR)).not.toContain('708500');
    expect(buildFec([{ ...sale, shipping_amount: undefined }], YEAR)).not.toContain('708500');
  });

  it('reverses the sale on the credit note for a refund, and pays it back through the bank', () => {
    const refund = entry({
      entry_id: 'r',
      kind: 'expense',
      category: 'refunds',
      amount: 120,
      automatic: 'refund',
      piece_ref: 'AV-2026-000002',
      order_id: 'order-1',
    });
    expect(moves(buildFec([refund], YEAR))).toEqual([
      ['VT', 'VT2026-000001', '20260315', '707000', 'AV-2026-000002', '100,00', '0,00', '', ''],
      ['VT', 'VT2026-000001', '20260315', '445710', 'AV-2026-000002', '20,00', '0,00', '', ''],
      [
        'VT',
        'VT2026-000001',
        '20260315',
        '411000',
        'AV-2026-000002',
        '0,00',
        '120,00',
        'VT2026-000001',
        '20260315',
      ],
      [
        'BQ',
        'BQ2026-000001',
        '20260315',
        '411000',
        'AV-2026-000002',
        '120,00',
        '0,00',
        'VT2026-000001',
        '20260315',
      ],
      ['BQ', 'BQ2026-000001', '20260315', '512000', 'AV-2026-000002', '0,00', '120,00', '', ''],
    ]);
  });

  it('books an expense on 6xx / 44566 / 401, with a 401 / 512 settlement only once it is paid', () => {
    const bill = entry({
      entry_id: 'x',
      kind: 'expense',
      category: 'purchases',
      amount: 1000.01,
      label: 'Pneus',
    });
    expect(moves(buildFec([bill], YEAR))).toEqual([
      ['AC', 'AC2026-000001', '20260315', '607000', 'x', '833,34', '0,00', '', ''],
      ['AC', 'AC2026-000001', '20260315', '445660', 'x', '166,67', '0,00', '', ''],
      ['AC', 'AC2026-000001', '20260315', '401000', 'x', '0,00', '1000,01', '', ''],
    ]);
    const paid = buildFec([{ ...bill, paid_on: '2026-04-02' }], YEAR);
    expect(moves(paid).slice(2)).toEqual([
      [
        'AC',
        'AC2026-000001',
        '20260315',
        '401000',
        'x',
        '0,00',
        '1000,01',
        'AC2026-000001',
        '20260402',
      ],
      [
        'BQ',
        'BQ2026-000001',
        '20260402',
        '401000',
        'x',
        '1000,01',
        '0,00',
        'AC2026-000001',
        '20260402',
      ],
      ['BQ', 'BQ2026-000001', '20260402', '512000', 'x', '0,00', '1000,01', '', ''],
    ]);
    for (const [, sum] of balances(paid)) expect(sum).toBe(0);
  });

  it('books a reversal as its original with every side swapped', () => {
    const bill = entry({
      entry_id: 'x',
      kind: 'expense',
      category: 'rent',
      amount: 600,
      paid_on: '2026-03-15',
    });
    const reversal = {
      ...bill,
      entry_id: 'x-r',
      date: '2026-03-20',
      paid_on: '2026-03-20',
      label: 'Contre-passation : Loyer',
      reverses: 'x',
      created_at: '2026-03-20T09:00:00.000Z',
    };
    const rows = moves(buildFec([bill, reversal], YEAR));
    expect(rows.slice(5)).toEqual([
      ['AC', 'AC2026-000002', '20260320', '613200', 'x', '0,00', '500,00', '', ''],
      ['AC', 'AC2026-000002', '20260320', '445660', 'x', '0,00', '100,00', '', ''],
      [
        'AC',
        'AC2026-000002',
        '20260320',
        '401000',
        'x',
        '600,00',
        '0,00',
        'AC2026-000002',
        '20260320',
      ],
      [
        'BQ',
        'BQ2026-000002',
        '20260320',
        '401000',
        'x',
        '0,00',
        '600,00',
        'AC2026-000002',
        '20260320',
      ],
      ['BQ', 'BQ2026-000002', '20260320', '512000', 'x', '600,00', '0,00', '', ''],
    ]);
  });
});
