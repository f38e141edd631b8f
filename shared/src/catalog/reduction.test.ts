import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { justifiedReferenceCents, shownReduction } from './reduction';

describe('shown reduction', () => {
  it('strikes through the lawful reference and computes « -X % » on it, rounded down', () => {
    // The Dualtron Thunder 3 of the issue: 4 590 € → 4 290 € is 6.5 %, shown as -6 %.
    const thunder = { price: 4290, old_price: 4590, reference_price: 4590, stock: 3 };
    expect(shownReduction(thunder)).toEqual({ referenceCents: 459_000, percent: 6 });
  });

  it('shows nothing for an unjustified old_price, a sub-1 % cut or an item that cannot be bought', () => {
    expect(shownReduction({ price: 90, old_price: 100, stock: 1 })).toBeNull();
    expect(shownReduction({ price: 90, old_price: 100, reference_price: 95, stock: 1 })).toBeNull();
    expect(
      shownReduction({ price: 99.5, old_price: 100, reference_price: 100, stock: 1 }),
    ).toBeNull();
    const sold = { price: 90, old_price: 100, reference_price: 100, stock: 0 };
    expect(shownReduction(sold)).toBeNull();
    expect(shownReduction({ ...sold, backorder: true })).toEqual({
      referenceCents: 10_000,
      percent: 10,
    });
  });

  it('never shows a struck-through price other than the reference (property)', () => {
    const euros = fc.integer({ min: 1, max: 1_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        euros,
        fc.option(euros, { nil: undefined }),
        fc.option(euros, { nil: undefined }),
        fc.nat(3),
        fc.boolean(),
        (price, old_price, reference_price, stock, backorder) => {
          const product = { price, old_price, reference_price, stock, backorder };
          const shown = shownReduction(product);
          if (!shown) return;
          expect(old_price).toBe(reference_price);
          expect(shown.referenceCents).toBe(Math.round(reference_price! * 100));
          expect(shown.referenceCents).toBeGreaterThan(Math.round(price * 100));
          expect(stock > 0 || backorder).toBe(true);
          expect(justifiedReferenceCents(product)).toBe(shown.referenceCents);
        },
      ),
    );
  });
});
