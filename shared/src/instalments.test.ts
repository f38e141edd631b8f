import { describe, expect, it } from 'vitest';
import { addMonthsIsoDay, availableInstalmentCounts, instalmentPlan } from './instalments';

const plain = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ');
const sum = (plan: ReturnType<typeof instalmentPlan>) =>
  plan.payments.reduce((t, p) => t + p.amountCents, 0);

describe('instalmentPlan', () => {
  it('splits exactly, remainder on the first payment, monthly dates', () => {
    const plan = instalmentPlan(10_000, 3, '2025-01-15T10:00:00.000Z');
    expect(plan).toEqual({
      eligible: true,
      payments: [
        { date: '2025-01-15', amountCents: 3334 },
        { date: '2025-02-15', amountCents: 3333 },
        { date: '2025-03-15', amountCents: 3333 },
      ],
    });
  });
  it('always sums to the total', () => {
    for (const total of [5_000, 5_001, 12_345, 99_999, 329_000, 500_000]) {
      for (const count of [2, 3, 4])
        expect(sum(instalmentPlan(total, count, new Date('2025-05-01')))).toBe(total);
    }
  });
  it('clamps to the end of shorter months and crosses years', () => {
    expect(addMonthsIsoDay(new Date('2025-01-31T00:00:00Z'), 1)).toBe('2025-02-28');
    expect(addMonthsIsoDay(new Date('2024-01-31T00:00:00Z'), 1)).toBe('2024-02-29');
    expect(addMonthsIsoDay(new Date('2025-11-30T00:00:00Z'), 3)).toBe('2026-02-28');
    expect(instalmentPlan(40_000, 4, '2025-10-31T00:00:00Z').payments.map((p) => p.date)).toEqual([
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
    ]);
  });
  it('is eligible from 50 € to 5 000 € inclusive, with a French reason otherwise', () => {
    expect(instalmentPlan(5_000, 2, new Date()).eligible).toBe(true);
    expect(instalmentPlan(500_000, 4, new Date()).eligible).toBe(true);
    const low = instalmentPlan(4_999, 2, new Date());
    expect(low).toMatchObject({ eligible: false, payments: [] });
    expect(plain(low.reason)).toBe(
      "Le paiement en plusieurs fois est disponible à partir de 50,00 € d'achat.",
    );
    expect(plain(instalmentPlan(500_001, 2, new Date()).reason)).toBe(
      "Le paiement en plusieurs fois est disponible jusqu'à 5 000,00 € d'achat.",
    );
  });
  it('refuses bad counts, amounts and dates', () => {
    expect(instalmentPlan(10_000, 5, new Date()).reason).toBe(
      'Le paiement est possible en 2, 3 ou 4 fois.',
    );
    expect(instalmentPlan(100.5, 2, new Date()).reason).toBe('Montant invalide.');
    expect(instalmentPlan(10_000, 2, 'demain').reason).toBe('Date invalide.');
  });
  it('lists available counts', () => {
    expect(availableInstalmentCounts(10_000)).toEqual([2, 3, 4]);
    expect(availableInstalmentCounts(100)).toEqual([]);
  });
});
