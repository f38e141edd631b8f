// Property-based tests of the discount allocation: for any basket and any code, the line shares
// add up to the order's discount, no line goes below zero, the split is deterministic, and
// refunds of any subset of lines (whole or unit by unit) never exceed what was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount, eligibleCents, paidCents, paidForUnitsCents } from './allocation';
import { applyPromotion, type BasketLine } from './evaluate';
import type { Promotion } from '../schemas/promotion';

/** Runs per property (each generates a basket of 1–50 lines). */
export const PROPERTY_RUNS = 1_000;

const unitCents = fc.integer({ min: 1, max: 100_000_000 }); // up to 1 000 000 €
const line = fc.record({
  unit: unitCents,
  quantity: fc.integer({ min: 1, max: 99 }),
  eligible: fc.boolean(),
  brand: fc.constantFrom('Dualtron', 'Kaabo', 'Nami'),
  type: fc.constantFrom('Trottinette électrique', 'Pièce détachée'),
});
const basket = fc.array(line, { minLength: 1, maxLength: 50 });
const promotion = fc.record({
  kind: fc.constantFrom('percent' as const, 'amount' as const),
  value: fc.integer({ min: 1, max: 100_000_000 }),
  brands: fc.subarray(['Dualtron', 'Kaabo', 'Nami'] as const),
  types: fc.subarray(['Trottinette électrique', 'Pièce détachée'] as const),
  min: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
});

function toPromo(p: {
  kind: 'percent' | 'amount';
  value: number;
  brands: string[];
  types: string[];
  min: number | undefined;
}): Promotion {
  return {
    code: 'PROP10',
    kind: p.kind,
    value: p.kind === 'percent' ? (p.value % 100) + 1 : p.value,
    ...(p.min !== undefined && { min_basket_cents: p.min }),
    scope: { products: [], brands: p.brands as never, types: p.types as never },
    first_order_only: false,
    paused: false,
    banner: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('allocateDiscount (properties)', () => {
  it('shares add up to the discount (capped by the eligible total), none negative nor above its line', () => {
    fc.assert(
      fc.property(basket, fc.integer({ min: 0, max: 10_000_000_000 }), (lines, discount) => {
        const input = lines.map((l) => ({
          amountCents: l.unit * l.quantity,
          eligible: l.eligible,
        }));
        const shares = allocateDiscount(input, discount);
        const expected = Math.min(discount, eligibleCents(input));
        expect(shares.reduce((a, b) => a + b, 0)).toBe(expected);
        shares.forEach((share, i) => {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(input[i]!.amountCents);
          if (!input[i]!.eligible) expect(share).toBe(0);
        });
        expect(allocateDiscount(input, discount)).toEqual(shares);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('a code on any basket: order discount = Σ line discounts, total never negative', () => {
    fc.assert(
      fc.property(basket, promotion, (lines, p) => {
        const promo = toPromo(p);
        const basketLines: BasketLine[] = lines.map((l, i) => ({
          product_id: `p${i}`,
          brand: l.brand,
          type: l.type,
          amountCents: l.unit * l.quantity,
        }));
        const result = applyPromotion(promo, basketLines, new Date('2026-11-28T12:00:00Z'));
        if ('refusal' in result) {
          expect(['minimum', 'not_eligible']).toContain(result.refusal);
          return;
        }
        const items = basketLines.reduce((sum, l) => sum + l.amountCents, 0);
        expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(result.discountCents);
        expect(items - result.discountCents).toBeGreaterThanOrEqual(0);
        result.lineDiscounts.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(basketLines[i]!.amountCents);
        });
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('refunds of any subset of lines, whole or unit by unit, never exceed what was paid', () => {
    fc.assert(
      fc.property(
        basket,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
        (lines, discount, returned) => {
          const input = lines.map((l) => ({
            amountCents: l.unit * l.quantity,
            eligible: l.eligible,
          }));
          const shares = allocateDiscount(input, discount);
          const paid = input.map((l, i) => paidCents(l.amountCents, shares[i]!));
          const orderPaid = paid.reduce((a, b) => a + b, 0);
          let refunded = 0;
          lines.forEach((l, i) => {
            // Return some units of this line, in one or two steps (a subset of lines and units).
            const units = returned[i]! % (l.quantity + 1);
            const first = Math.floor(units / 2);
            const step1 = paidForUnitsCents(paid[i]!, l.quantity, first);
            const step2 = paidForUnitsCents(paid[i]!, l.quantity, units) - step1;
            expect(step1).toBeGreaterThanOrEqual(0);
            expect(step2).toBeGreaterThanOrEqual(0);
            expect(step1 + step2).toBeLessThanOrEqual(paid[i]!);
            if (units === l.quantity) expect(step1 + step2).toBe(paid[i]);
            refunded += step1 + step2;
          });
          expect(refunded).toBeLessThanOrEqual(orderPaid);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('allocateDiscount (examples)', () => {
  it('largest remainder, ties to the earlier line', () => {
    // 100 cents over three equal lines: 33 each, the cent left to the first line.
    const lines = [1, 2, 3].map(() => ({ amountCents: 1000, eligible: true }));
    expect(allocateDiscount(lines, 100)).toEqual([34, 33, 33]);
    // 20,00 € over 199,99 € + 0,01 €: shares 1 999,9 and 0,1 cents; the cent left goes to the
    // larger remainder (0,9), so the one-cent line keeps its cent.
    expect(
      allocateDiscount(
        [
          { amountCents: 19_999, eligible: true },
          { amountCents: 1, eligible: true },
        ],
        2000,
      ),
    ).toEqual([2000, 0]);
  });

  it('lines not eligible get nothing; a discount above the eligible lines is capped', () => {
    const lines = [
      { amountCents: 5000, eligible: false },
      { amountCents: 3000, eligible: true },
    ];
    expect(allocateDiscount(lines, 10_000)).toEqual([0, 3000]);
  });

  it('returning units: 3 units paid 100 cents give back 33, then 67 for the last two', () => {
    expect(paidForUnitsCents(100, 3, 1)).toBe(33);
    expect(paidForUnitsCents(100, 3, 3) - paidForUnitsCents(100, 3, 1)).toBe(67);
  });
});
