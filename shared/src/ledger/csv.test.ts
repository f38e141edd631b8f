import { describe, expect, it } from 'vitest';
import { buildLedgerCsv, CSV_COLUMNS, csvAmount, csvDate, csvText, ledgerCsvFileName } from './csv';
import type { LedgerLine } from './entries';

const entry = (overrides: Partial<LedgerLine>): LedgerLine => ({
  entry_id: 'e1',
  date: '2026-03-15',
  kind: 'revenue',
  category: 'sales',
  label: 'Paiement commande FZ-2026-000001',
  amount: 1299,
  vat_rate: 20,
  created_at: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

describe('CSV formats', () => {
  it('writes signed amounts with a decimal comma', () => {
    expect(csvAmount(129900)).toBe('1299,00');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvAmount(0)).toBe('0,00');
    expect(() => csvAmount(0.5)).toThrow(RangeError);
  });
  it('writes French dates and escapes text', () => {
    expect(csvDate('2026-03-05')).toBe('05/03/2026');
    expect(csvText('Pneus; chambres à air')).toBe('"Pneus; chambres à air"');
    expect(csvText('Dit "urgent"')).toBe('"Dit ""urgent"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('-10 %')).toBe("'-10 %");
    expect(ledgerCsvFileName('2026-03-01', '2026-03-31')).toBe(
      'grand-livre_2026-03-01_2026-03-31.csv',
    );
  });
});

describe('buildLedgerCsv', () => {
  it('writes a BOM, a header, CRLF lines in date order and a running balance', () => {
    const text = buildLedgerCsv(
      [
        entry({
          entry_id: 'b',
          date: '2026-03-20',
          kind: 'expense',
          category: 'refunds',
          amount: 100,
        }),
        entry({ entry_id: 'a' }),
        entry({
          entry_id: 'c',
          date: '2026-03-21',
          kind: 'expense',
          category: 'purchases',
          amount: 50.5,
          vat_rate: 5.5,
          supplier: 'Grossiste; Lyon',
        }),
      ],
      1000,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(CSV_COLUMNS.join(';'));
    expect(lines[1]).toBe(
      '15/03/2026;Recette;Ventes;Paiement commande FZ-2026-000001;;;1299,00;20 %;216,50;1082,50;1309,00',
    );
    expect(lines[2]).toBe(
      '20/03/2026;Dépense;Remboursements;Paiement commande FZ-2026-000001;;;-100,00;20 %;-16,67;-83,33;1209,00',
    );
    expect(lines[3]).toBe(
      '21/03/2026;Dépense;Achats de marchandises;Paiement commande FZ-2026-000001;"Grossiste; Lyon";;-50,50;5,5 %;-2,63;-47,87;1158,50',
    );
  });
  it('starts with the balance carried from before the period when given its first day', () => {
    const lines = buildLedgerCsv([entry({})], -25050, '2026-03-01')
      .slice(1)
      .split('\r\n');
    expect(lines[1]).toBe('01/03/2026;;;Solde antérieur;;;;;;;-250,50');
    expect(lines[2]!.endsWith(';1048,50')).toBe(true);
  });
  it('counts a reversal against the entry it cancels', () => {
    const bill = entry({ kind: 'expense', category: 'rent', amount: 600 });
    const text = buildLedgerCsv([bill, { ...bill, entry_id: 'r', reverses: 'e1' }]);
    expect(text.split('\r\n')[2]).toMatch(/;600,00;20 %;100,00;500,00;0,00$/);
  });
  it('writes only the header for no entries', () => {
    expect(buildLedgerCsv([])).toBe(`\uFEFF${CSV_COLUMNS.join(';')}\r\n`);
  });
});
