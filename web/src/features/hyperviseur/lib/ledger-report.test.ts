import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import {
  ledgerCsv,
  ledgerFec,
  ledgerReport,
  monthBounds,
  type LedgerFilters,
} from './ledger-report';

const ALL: LedgerFilters = { from: '', to: '', kind: '', category: '', query: '' };

function entry(id: string, overrides: Partial<LedgerEntry>): LedgerEntry {
  return {
    entry_id: id,
    date: '2025-06-10',
    kind: 'revenue',
    category: 'sales',
    label: `Écriture ${id}`,
    amount: 120,
    vat_rate: 20,
    created_by: 'system',
    created_at: `2025-06-10T10:00:0${id}.000Z`,
    ...overrides,
  };
}

const entries = [
  entry('3', {
    date: '2025-06-20',
    kind: 'expense',
    category: 'purchases',
    amount: 60,
    supplier: 'Minimotors',
  }),
  entry('1', { amount: 0.1 }),
  entry('2', { amount: 0.2 }),
  entry('4', {
    date: '2025-06-25',
    kind: 'expense',
    category: 'refunds',
    amount: 24,
    order_id: 'o1',
  }),
  entry('5', {
    date: '2025-05-02',
    kind: 'expense',
    category: 'bank_fees',
    amount: 5,
    vat_rate: 0,
  }),
];

describe('ledgerReport', () => {
  it('orders entries by date with a running balance in cents', () => {
    const { rows } = ledgerReport(entries, ALL);
    expect(rows.map((r) => r.entry.entry_id)).toEqual(['5', '1', '2', '3', '4']);
    expect(rows.map((r) => r.balanceCents)).toEqual([-500, -490, -470, -6_470, -8_870]);
  });

  it('totals the period: revenue net of refunds, expenses, net and VAT', () => {
    const { totals } = ledgerReport(entries, { ...ALL, ...monthBounds('2025-06-14') });
    expect(totals.revenueCents).toBe(30 - 2_400);
    expect(totals.refundsCents).toBe(2_400);
    expect(totals.expensesCents).toBe(6_000);
    expect(totals.netCents).toBe(30 - 2_400 - 6_000);
    expect(totals.vatCollectedCents).toBe(2 + 3 - 400);
    expect(totals.vatDeductibleCents).toBe(1_000);
  });

  it('filters by kind, category and text (label, supplier, order)', () => {
    const ids = (f: Partial<LedgerFilters>) =>
      ledgerReport(entries, { ...ALL, ...f }).rows.map((r) => r.entry.entry_id);
    expect(ids({ kind: 'expense' })).toEqual(['5', '3', '4']);
    expect(ids({ category: 'refunds' })).toEqual(['4']);
    expect(ids({ query: 'minimotors' })).toEqual(['3']);
    expect(ids({ query: 'o1' })).toEqual(['4']);
  });

  it('carries the balance of the entries before the period forward', () => {
    const june = { ...ALL, ...monthBounds('2025-06-14') };
    const report = ledgerReport(entries, june);
    expect(report.openingCents).toBe(-500);
    expect(report.rows.map((r) => r.balanceCents)).toEqual([-490, -470, -6_470, -8_870]);
    expect(report.closingCents).toBe(-8_870);
    // The same filters apply before the period: the balance is « before + what is listed ».
    const fees = ledgerReport(entries, { ...june, category: 'bank_fees' });
    expect([fees.openingCents, fees.closingCents, fees.rows.length]).toEqual([-500, -500, 0]);
    expect(ledgerReport(entries, { ...june, kind: 'revenue' }).openingCents).toBe(0);
    const csv = ledgerCsv(report, june, '2025-07-01').text.split('\r\n');
    expect(csv[1]).toBe('01/06/2025;;;Solde antérieur;;;;;;;-5,00');
    expect(csv.at(-2)!.endsWith(';-88,70')).toBe(true);
  });

  it('exports the FEC of the whole books over the period, whatever the other filters', () => {
    const june = { ...ALL, ...monthBounds('2025-06-14') };
    // The May bank fee written in May, before everything else.
    const books = entries.map((e) =>
      e.entry_id === '5' ? { ...e, created_at: '2025-05-02T08:00:00.000Z' } : e,
    );
    const fec = (filters: LedgerFilters) => ledgerFec(books, filters, '2025-07-01', '912345678');
    const all = fec(june);
    expect(all).toMatchObject({ ok: true, fileName: '912345678FEC20250630.txt' });
    for (const narrowed of [{ kind: 'expense' }, { category: 'refunds' }, { query: 'minimotors' }])
      expect(fec({ ...june, ...(narrowed as Partial<LedgerFilters>) })).toEqual(all);
    // May's bank fee is outside June but still numbered first in the year: June starts at 2.
    const text = all.ok ? all.text : '';
    expect(text).not.toContain('20250502');
    expect(text).toContain('|AC2025-000002|20250620|');
    // No bounds: from the first entry of the books to today.
    expect(fec(ALL)).toMatchObject({ ok: true, fileName: '912345678FEC20250701.txt' });
    expect(ledgerFec(entries, june, '2025-07-01', undefined)).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.fecSirenMissing,
    });
  });

  it('gives the bounds of a month', () => {
    expect(monthBounds('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2025-12-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
