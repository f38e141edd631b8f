import { describe, expect, it } from 'vitest';
import type { LedgerLine } from './entries';
import { buildFec, FEC_COLUMNS, fecAmount, fecDate, fecFileName, fecText } from './fec';

const entry = (overrides: Partial<LedgerLine>): LedgerLine => ({
  entry_id: 'e1',
  date: '2026-03-15',
  kind: 'revenue',
  category: 'sales',
  label: 'Paiement commande FZ-2026-000123',
  amount: 612,
  vat_rate: 20,
  created_at: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

const rowsOf = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split('|'));

/** Σ debit = Σ credit for every EcritureNum, in cents. */
function balances(text: string): Map<string, number> {
  const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
  const sums = new Map<string, number>();
  for (const row of rowsOf(text).slice(1))
    sums.set(row[2]!, (sums.get(row[2]!) ?? 0) + cents(row[11]!) - cents(row[12]!));
  return sums;
}

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

describe('buildFec', () => {
  it('starts with the 18 field names and writes 18 columns on every line', () => {
    const text = buildFec([entry({})]);
    const rows = rowsOf(text);
    expect(rows[0]).toEqual([...FEC_COLUMNS]);
    expect(FEC_COLUMNS).toHaveLength(18);
    for (const row of rows) expect(row).toHaveLength(18);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('books a sale as 411 debit / 707 credit HT / 44571 credit VAT', () => {
    const rows = rowsOf(buildFec([entry({ order_id: 'order-1' })])).slice(1);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[8], r[11], r[12], r[15]])).toEqual([
      ['VT', 'VT000001', '20260315', '411000', 'order-1', '612,00', '0,00', '20260315'],
      ['VT', 'VT000001', '20260315', '707000', 'order-1', '0,00', '510,00', '20260315'],
      ['VT', 'VT000001', '20260315', '445710', 'order-1', '0,00', '102,00', '20260315'],
    ]);
  });

  it('reverses the sale for a refund and books expenses on 6xx / 44566 / 401', () => {
    const rows = rowsOf(
      buildFec([
        entry({ entry_id: 'r', kind: 'expense', category: 'refunds', amount: 120 }),
        entry({
          entry_id: 'x',
          kind: 'expense',
          category: 'purchases',
          amount: 1000.01,
          label: 'Pneus',
        }),
      ]),
    ).slice(1);
    expect(rows.map((r) => [r[0], r[2], r[4], r[11], r[12]])).toEqual([
      ['VT', 'VT000001', '707000', '100,00', '0,00'],
      ['VT', 'VT000001', '445710', '20,00', '0,00'],
      ['VT', 'VT000001', '411000', '0,00', '120,00'],
      ['AC', 'AC000001', '607000', '833,34', '0,00'],
      ['AC', 'AC000001', '445660', '166,67', '0,00'],
      ['AC', 'AC000001', '401000', '0,00', '1000,01'],
    ]);
  });

  it('balances every écriture and numbers each journal continuously, in date order', () => {
    const entries = [
      entry({ entry_id: 'c', date: '2026-03-20', amount: 99.99 }),
      entry({ entry_id: 'a', date: '2026-03-01', kind: 'expense', category: 'rent', amount: 800 }),
      entry({ entry_id: 'b', date: '2026-03-02', amount: 0.01 }),
      entry({ entry_id: 'd', date: '2026-03-03', kind: 'expense', category: 'taxes', vat_rate: 0 }),
      entry({ entry_id: 'e', date: '2026-03-04', category: 'other', vat_rate: 5.5, amount: 33 }),
    ];
    const text = buildFec(entries);
    for (const [, sum] of balances(text)) expect(sum).toBe(0);
    const numbers = [
      ...new Set(
        rowsOf(text)
          .slice(1)
          .map((r) => `${r[3]} ${r[2]}`),
      ),
    ];
    expect(numbers).toEqual([
      '20260301 AC000001',
      '20260302 VT000001',
      '20260303 AC000002',
      '20260304 VT000002',
      '20260320 VT000003',
    ]);
    // No VAT line at 0 %, other income on 758.
    expect(text).not.toMatch(/AC000002\|20260303\|445660/);
    expect(text).toMatch(/VT000002\|20260304\|758000/);
  });

  it('keeps separators out of the text fields', () => {
    const rows = rowsOf(buildFec([entry({ label: 'Loyer | mars\navril' })]));
    expect(rows[1]![10]).toBe('Loyer mars avril');
  });
});
