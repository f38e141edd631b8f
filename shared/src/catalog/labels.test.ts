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
  it('needs old_price − price strictly above half the price', () => {
    expect(isHeavilyDiscounted({ price: 100, old_price: 151 })).toBe(true);
    expect(isHeavilyDiscounted({ price: 100, old_price: 150 })).toBe(false);
    expect(isHeavilyDiscounted({ price: 100 })).toBe(false);
    expect(isHeavilyDiscounted({ price: 0.2, old_price: 0.31 })).toBe(true);
    expect(isHeavilyDiscounted({ price: 0.2, old_price: 0.3 })).toBe(false);
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
        product({ product_id: 'a', created_at: daysAgo(1), views: 3, price: 100, old_price: 200 }),
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
