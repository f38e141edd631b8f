import { describe, expect, it } from 'vitest';
import { computeCartTotals, indexById } from './cart-totals';
import { product } from './test-support/products';

const catalogue = indexById([
  product({ product_id: 'a', price: 0.1, stock: 10 }),
  product({ product_id: 'b', price: 0.2, stock: 1 }),
  product({ product_id: 'c', price: 1299, stock: 0 }),
  product({ product_id: 'd', price: 50, stock: 0, backorder: true }),
]);

describe('computeCartTotals', () => {
  it('sums in cents without drift', () => {
    const totals = computeCartTotals({ a: { quantity: 3 }, b: { quantity: 1 } }, catalogue);
    expect(totals).toMatchObject({
      itemCount: 4,
      itemsCents: 50,
      shippingCents: 0,
      totalCents: 50,
      orderable: true,
    });
    expect(totals.lines.map((l) => [l.product_id, l.unitCents, l.lineCents])).toEqual([
      ['a', 10, 30],
      ['b', 20, 20],
    ]);
  });
  it('flags missing products, stock-outs and insufficient stock in French', () => {
    const totals = computeCartTotals(
      { gone: { quantity: 1 }, c: { quantity: 1 }, b: { quantity: 2 }, d: { quantity: 5 } },
      catalogue,
    );
    expect(totals.lines.map((l) => l.problemText)).toEqual([
      "Ce produit n'est plus disponible.",
      'Rupture de stock.',
      'Stock insuffisant : 1 disponible.',
      undefined,
    ]);
    expect(totals.orderable).toBe(false);
    expect(totals.itemsCents).toBe(129900 + 40 + 25000);
    expect(totals.itemCount).toBe(8);
  });
  it('is empty and not orderable for an empty cart', () => {
    expect(computeCartTotals({}, catalogue)).toMatchObject({
      lines: [],
      totalCents: 0,
      orderable: false,
    });
  });
});
