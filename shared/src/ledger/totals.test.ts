import { describe, expect, it } from 'vitest';
import { signedCents, splitVat, withRunningBalance, type LedgerLine } from './entries';
import { summarizeLedger } from './totals';

const entry = (overrides: Partial<LedgerLine>): LedgerLine => ({
  entry_id: 'e',
  date: '2026-03-15',
  kind: 'revenue',
  category: 'sales',
  label: 'x',
  amount: 120,
  vat_rate: 20,
  created_at: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

describe('splitVat', () => {
  it('splits TTC into HT + VAT exactly, in cents', () => {
    expect(splitVat(120, 20)).toEqual({ ttcCents: 12000, vatCents: 2000, htCents: 10000 });
    expect(splitVat(0.1 + 0.2, 20)).toEqual({ ttcCents: 30, vatCents: 5, htCents: 25 });
    expect(splitVat(99.99, 0)).toEqual({ ttcCents: 9999, vatCents: 0, htCents: 9999 });
    for (const amount of [0.01, 1.05, 33.33, 1299.99])
      for (const rate of [2.1, 5.5, 10, 20]) {
        const split = splitVat(amount, rate);
        expect(split.htCents + split.vatCents).toBe(split.ttcCents);
      }
  });
});

describe('summarizeLedger and running balance', () => {
  const entries = [
    entry({ entry_id: 'sale', amount: 1200 }),
    entry({ entry_id: 'refund', kind: 'expense', category: 'refunds', amount: 240 }),
    entry({ entry_id: 'rent', kind: 'expense', category: 'rent', amount: 600, date: '2026-03-01' }),
    entry({ entry_id: 'fee', kind: 'expense', category: 'bank_fees', amount: 1.8, vat_rate: 0 }),
  ];

  it('counts refunds against revenue and keeps VAT collected and deductible apart', () => {
    expect(summarizeLedger(entries)).toEqual({
      revenueCents: 96000,
      refundsCents: 24000,
      expensesCents: 60180,
      netCents: 35820,
      revenueHtCents: 80000,
      expensesHtCents: 50180,
      vatCollectedCents: 16000,
      vatDeductibleCents: 10000,
      vatDueCents: 6000,
    });
    expect(summarizeLedger([]).netCents).toBe(0);
    // A reversal (contre-passation) takes its original back out of every total.
    const reversals = entries.map((e) => ({
      ...e,
      entry_id: `${e.entry_id}-r`,
      reverses: e.entry_id,
    }));
    expect(Object.values(summarizeLedger([...entries, ...reversals])).every((v) => v === 0)).toBe(
      true,
    );
    expect(signedCents(reversals[1]!)).toBe(24000);
  });

  it('signs entries and runs the balance in date order', () => {
    expect(signedCents(entries[1]!)).toBe(-24000);
    expect(withRunningBalance(entries).map((r) => [r.entry.entry_id, r.balanceCents])).toEqual([
      ['rent', -60000],
      ['fee', -60180],
      ['refund', -84180],
      ['sale', 35820],
    ]);
  });
});
