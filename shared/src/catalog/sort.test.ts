import { describe, expect, it } from 'vitest';
import { daysAgo, product } from '../test-support/products';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  sortFromSearchParams,
  sortProducts,
  sortToSearchParams,
  type SortKey,
} from './sort';

const products = [
  product({
    product_id: 'b-2',
    name: 'Écureuil',
    brand: 'Kaabo',
    price: 0.3,
    stock: 5,
    views: 10,
    created_at: daysAgo(3),
  }),
  product({
    product_id: 'a-10',
    name: 'zèbre',
    brand: 'Dualtron',
    price: 1299,
    stock: 0,
    views: 2,
    created_at: daysAgo(1),
  }),
  product({
    product_id: 'c-1',
    name: 'Abeille',
    brand: 'InMotion',
    price: 10,
    stock: 5,
    views: 10,
    created_at: daysAgo(9),
  }),
];
const order = (sort: SortKey) => sortProducts(products, sort).map((p) => p.product_id);

describe('SORT_OPTIONS', () => {
  it('has 13 unique options with French labels, default sales-desc', () => {
    expect(SORT_OPTIONS).toHaveLength(13);
    expect(new Set(SORT_OPTIONS.map((o) => o.value)).size).toBe(13);
    expect(DEFAULT_SORT).toBe('sales-desc');
  });
});

describe('sortProducts', () => {
  it.each<[SortKey, string[]]>([
    ['sales-desc', ['b-2', 'c-1', 'a-10']],
    ['sales-asc', ['a-10', 'b-2', 'c-1']],
    ['price-asc', ['b-2', 'c-1', 'a-10']],
    ['price-desc', ['a-10', 'c-1', 'b-2']],
    ['name-asc', ['c-1', 'b-2', 'a-10']],
    ['name-desc', ['a-10', 'b-2', 'c-1']],
    ['stock-asc', ['a-10', 'b-2', 'c-1']],
    ['stock-desc', ['b-2', 'c-1', 'a-10']],
    ['brand-asc', ['a-10', 'c-1', 'b-2']],
    ['brand-desc', ['b-2', 'c-1', 'a-10']],
    ['ref-asc', ['a-10', 'b-2', 'c-1']],
    ['ref-desc', ['c-1', 'b-2', 'a-10']],
    ['newest', ['a-10', 'b-2', 'c-1']],
  ])('%s', (sort, expected) => expect(order(sort)).toEqual(expected));

  it('is stable and does not mutate its input', () => {
    const copy = [...products];
    sortProducts(products, 'stock-desc');
    expect(products).toEqual(copy);
  });
  it('falls back to the default for an unknown key', () => {
    expect(sortProducts(products, 'nope' as SortKey).map((p) => p.product_id)).toEqual(
      order('sales-desc'),
    );
  });
});

describe('sort in the URL', () => {
  it('reads and writes ?tri=', () => {
    expect(sortFromSearchParams('tri=price-asc')).toBe('price-asc');
    expect(sortFromSearchParams('tri=bogus')).toBe('sales-desc');
    expect(sortFromSearchParams('')).toBe('sales-desc');
    expect(sortToSearchParams('newest', 'marque=Kaabo')).toBe('marque=Kaabo&tri=newest');
    expect(sortToSearchParams('sales-desc', 'tri=newest')).toBe('');
  });
});
