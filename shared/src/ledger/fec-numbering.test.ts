import { describe, expect, it } from 'vitest';
import { balances, entry, rowsOf, YEAR } from '../test-support/ledger';
import { buildFec, fecExport } from './fec';
import { LEDGER_MESSAGES } from './messages';

describe('buildFec over the books', () => {
  it('balances every écriture; no VAT line at 0 %; other income on 758', () => {
    const entries = [
      entry({ entry_id: 'c', date: '2026-03-20', amount: 99.99, paid_on: '2026-03-21' }),
      entry({
        entry_id: 'a',
        kind: 'expense',
        category: 'rent',
        amount: 800,
        paid_on: '2026-03-01',
      }),
      entry({ entry_id: 'b', date: '2026-03-02', amount: 0.01 }),
      entry({ entry_id: 'd', kind: 'expense', category: 'taxes', vat_rate: 0, label: 'CFE' }),
      entry({ entry_id: 'e', category: 'other', vat_rate: 5.5, amount: 33 }),
    ];
    const text = buildFec(entries, YEAR);
    expect(balances(text).size).toBe(7);
    for (const [, sum] of balances(text)) expect(sum).toBe(0);
    expect(
      rowsOf(text)
        .filter((r) => r[10] === 'CFE')
        .map((r) => r[4]),
    ).toEqual(['635000', '401000']);
    expect(rowsOf(text).find((r) => r[2] === 'VT2026-000003' && r[4] === '758000')).toBeDefined();
  });

  it('numbers écritures per journal and year in the order they were written, whatever is exported', () => {
    const at = (day: string) => `${day}T10:00:00.000Z`;
    const entries = [
      entry({ entry_id: 'jan', date: '2026-01-10', created_at: at('2026-01-10') }),
      entry({ entry_id: 'mar', date: '2026-03-05', created_at: at('2026-03-05') }),
      // Typed in April, dated in February: it takes the next number, nothing shifts.
      entry({ entry_id: 'late', date: '2026-02-20', created_at: at('2026-04-01') }),
      entry({ entry_id: 'next', date: '2027-01-03', created_at: at('2027-01-03') }),
    ];
    const numbers = (text: string) =>
      Object.fromEntries(
        rowsOf(text)
          .slice(1)
          .map((r) => [r[8], r[2]]),
      );
    const all = numbers(buildFec(entries, { from: '2026-01-01', to: '2027-12-31' }));
    expect(all).toEqual({
      jan: 'VT2026-000001',
      mar: 'VT2026-000002',
      late: 'VT2026-000003',
      next: 'VT2027-000001',
    });
    const march = numbers(buildFec(entries, { from: '2026-03-01', to: '2026-03-31' }));
    expect(march).toEqual({ mar: 'VT2026-000002' });
    // File order: the order of validation.
    expect(Object.keys(all)).toEqual(['jan', 'mar', 'late', 'next']);
  });

  it('keeps separators out of the text fields', () => {
    const rows = rowsOf(buildFec([entry({ label: 'Loyer | mars\navril' })], YEAR));
    expect(rows[1]![10]).toBe('Loyer mars avril');
  });
});

describe('fecExport', () => {
  it('refuses without a SIREN or a complete period, in French', () => {
    const entries = [entry({})];
    expect(fecExport(entries, YEAR, undefined)).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.fecSirenMissing,
    });
    expect(fecExport(entries, YEAR, '12345')).toMatchObject({ ok: false });
    expect(fecExport(entries, { from: '', to: '2026-03-31' }, '912345678')).toEqual({
      ok: false,
      message: LEDGER_MESSAGES.fecPeriodInvalid,
    });
  });
  it('names the file after the SIREN and the last day of the period', () => {
    const done = fecExport([entry({})], { from: '2026-03-01', to: '2026-03-31' }, '912345678');
    expect(done).toMatchObject({ ok: true, fileName: '912345678FEC20260331.txt' });
  });
});
