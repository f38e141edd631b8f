import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, product } from '../test-support/products';
import { bestSellerIds, deriveLabels, isHeavilyDiscounted, isNew, sameLabels } from './labels';

describe('Nouveauté', () => {
  it('is given within 7 days of created_at, boundary included', () => {
    expect(isNew({ created_at: daysAgo(0) }, NOW)).toBe(true);
    expect(isNew({ created_at: daysAgo(7) }, NOW)).toBe(true);
    expect(isNew({ created_at: daysAgo(7.01) }, NOW)).toBe(false);
    expect(isNew({ created_at: 'pas une date' }, NOW)).toBe(false);
  });
});

describe('Prix fortement réduit', () => {
  // A lawful reduction: old_price is the reference the server computed from the price history.
  const reduced = (price: number, reference: number, stock = 1) => ({
    price,
    old_price: reference,
    reference_price: reference,
    stock,
  });
  it('needs the lawful reference − price strictly above half the price', () => {
    expect(isHeavilyDiscounted(reduced(100, 151))).toBe(true);
    expect(isHeavilyDiscounted(reduced(100, 150))).toBe(false);
    expect(isHeavilyDiscounted({ price: 100, stock: 1 })).toBe(false);
    expect(isHeavilyDiscounted(reduced(0.2, 0.31))).toBe(true);
    expect(isHeavilyDiscounted(reduced(0.2, 0.3))).toBe(false);
  });
  it('is never given for an unjustified old_price or an item that cannot be bought', () => {
    expect(isHeavilyDiscounted({ price: 100, old_price: 200, stock: 1 })).toBe(false);
    expect(isHeavilyDiscounted({ ...reduced(100, 200), old_price: 300 })).toBe(false);
    expect(isHeavilyDiscounted(reduced(100, 200, 0))).toBe(false);
    expect(isHeavilyDiscounted({ ...reduced(100, 200, 0), backorder: true })).toBe(true);
  });
});

describe('Meilleures ventes', () => {
  it('takes the top 10 by views, views > 0, ties broken by product_id', () => {
    const products = Array.from({ length: 14 }, (_, i) =>
      product({ product_id: `p${String(i).padStart(2, '0')}`, views: i < 12 ? 5 : 0 }),
    );
    products.push(product({ product_id: 'zz', views: 100 }));
    const best = bestSellerIds(products);
    expect(best.size).toBe(10);
    expect(best.has('zz')).toBe(true);
    expect([...best].slice(1)).toEqual([
      'p00',
      'p01',
      'p02',
      'p03',
      'p04',
      'p05',
      'p06',
      'p07',
      'p08',
    ]);
  });
  it('ignores products without views', () => {
    expect(bestSellerIds([product({ product_id: 'a', views: 0 })]).size).toBe(0);
  });
});

describe('deriveLabels', () => {
  it('gives every product an entry, labels in a fixed order', () => {
    const labels = deriveLabels(
      [
        product({
          product_id: 'a',
          created_at: daysAgo(1),
          views: 3,
          price: 100,
          old_price: 200,
          reference_price: 200,
        }),
        product({ product_id: 'b' }),
      ],
      NOW,
    );
    expect(labels).toEqual({
      a: ['Nouveauté', 'Meilleures ventes', 'Prix fortement réduit'],
      b: [],
    });
  });
});

describe('sameLabels', () => {
  it('compares label lists by value', () => {
    expect(sameLabels(['Nouveauté'], ['Nouveauté'])).toBe(true);
    expect(sameLabels([], [])).toBe(true);
    expect(sameLabels(undefined, undefined)).toBe(true);
    expect(sameLabels(['Nouveauté'], ['Meilleures ventes'])).toBe(false);
    expect(sameLabels(['Nouveauté'], ['Nouveauté', 'Meilleures ventes'])).toBe(false);
    expect(sameLabels([], undefined)).toBe(false);
  });
});
