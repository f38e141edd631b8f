import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, product } from '../test-support/products';
import {
  addFilter,
  applyFilters,
  clearFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  parsePriceRange,
  removeFilter,
  toggleFilter,
  updateFilter,
  type Filter,
} from './filters';

const products = [
  product({ product_id: 'dt', brand: 'Dualtron', price: 1500, stock: 2 }),
  product({ product_id: 'kb', brand: 'Kaabo', price: 2500, stock: 0 }),
  product({
    product_id: 'tv',
    brand: 'Teverun',
    price: 3500,
    stock: 0,
    backorder: true,
    created_at: daysAgo(1),
  }),
  product({ product_id: 'ns', brand: 'Non défini(e)', price: 99.99, stock: 1 }),
];
const ids = (filters: Filter[]) =>
  applyFilters(products, filters, { now: NOW }).map((p) => p.product_id);

describe('parsePriceRange', () => {
  it('parses inclusive ranges in euros', () => {
    expect(parsePriceRange('500-2000')).toEqual({ minCents: 50000, maxCents: 200000 });
    expect(parsePriceRange(' 1 000 – 2 000 € ')).toEqual({ minCents: 100000, maxCents: 200000 });
    expect(parsePriceRange('99,90-')).toEqual({ minCents: 9990 });
    expect(parsePriceRange('-300')).toEqual({ maxCents: 30000 });
    expect(parsePriceRange('450')).toEqual({ minCents: 45000, maxCents: 45000 });
    expect(parsePriceRange('2000-500')).toEqual({ minCents: 50000, maxCents: 200000 });
  });
  it('rejects garbage', () => {
    for (const q of ['', '-', 'abc', '1-2-3', '10.123-20', '-5-10'])
      expect(parsePriceRange(q)).toBeNull();
  });
});

describe('applyFilters', () => {
  it('returns everything without filters', () => expect(ids([])).toEqual(['dt', 'kb', 'tv', 'ns']));
  it('ORs values of one key', () => {
    expect(
      ids([
        { key: 'brand', query: 'dualtron' },
        { key: 'brand', query: 'Kaabo' },
      ]),
    ).toEqual(['dt', 'kb']);
    expect(ids([{ key: 'brand', query: 'Non défini(e)' }])).toEqual(['ns']);
  });
  it('ANDs different keys', () => {
    expect(
      ids([
        { key: 'brand', query: 'Kaabo' },
        { key: 'brand', query: 'Dualtron' },
        { key: 'stock', query: 'En stock' },
      ]),
    ).toEqual(['dt']);
  });
  it('filters by stock state', () => {
    expect(ids([{ key: 'stock', query: 'Rupture de stock' }])).toEqual(['kb']);
    expect(ids([{ key: 'stock', query: 'sur commande' }])).toEqual(['tv']);
  });
  it('filters by price, bounds included, in cents', () => {
    expect(ids([{ key: 'price', query: '1500-2500' }])).toEqual(['dt', 'kb']);
    expect(ids([{ key: 'price', query: '99.99' }])).toEqual(['ns']);
    expect(ids([{ key: 'price', query: 'n’importe quoi' }])).toHaveLength(4);
  });
  it('filters by derived labels', () => {
    expect(ids([{ key: 'labels', query: 'Nouveauté' }])).toEqual(['tv']);
    expect(
      applyFilters(products, [{ key: 'labels', query: 'Nouveauté' }], {
        labels: { dt: ['Nouveauté'] },
      }).map((p) => p.product_id),
    ).toEqual(['dt']);
  });
});

describe('filter set', () => {
  const brand = (query: string): Filter => ({ key: 'brand', query });
  it('adds without duplicates and trims', () => {
    const set = addFilter(addFilter([], brand(' Dualtron ')), brand('dualtron'));
    expect(set).toEqual([brand('Dualtron')]);
    expect(addFilter(set, brand('  '))).toEqual(set);
  });
  it('removes, toggles, updates and clears', () => {
    const set = [brand('Dualtron'), brand('Kaabo'), { key: 'price', query: '1-2' } as Filter];
    expect(removeFilter(set, brand('kaabo'))).toEqual([brand('Dualtron'), set[2]]);
    expect(toggleFilter(set, brand('Kaabo'))).toHaveLength(2);
    expect(toggleFilter(set, brand('Teverun'))).toHaveLength(4);
    expect(updateFilter(set, { key: 'price', query: '3-4' })).toEqual([
      brand('Dualtron'),
      brand('Kaabo'),
      { key: 'price', query: '3-4' },
    ]);
    expect(updateFilter(set, { key: 'price', query: '' })).toHaveLength(2);
    expect(clearFilters(set, 'brand')).toEqual([set[2]]);
    expect(clearFilters(set)).toEqual([]);
  });
});

describe('URL serialisation', () => {
  it('round-trips and keeps other parameters', () => {
    const filters: Filter[] = [
      { key: 'brand', query: 'Dualtron' },
      { key: 'brand', query: 'Kaabo' },
      { key: 'stock', query: 'En stock' },
      { key: 'labels', query: 'Nouveauté' },
      { key: 'price', query: '500-2000' },
    ];
    const query = filtersToSearchParams(filters, 'tri=price-asc&marque=Old');
    expect(query).toContain('tri=price-asc');
    expect(query).not.toContain('Old');
    expect(filtersFromSearchParams(query)).toEqual(filters);
  });
  it('ignores unknown, empty and duplicate values, keeps one price', () => {
    expect(
      filtersFromSearchParams('?x=1&marque=&marque=Kaabo&marque=kaabo&prix=1-2&prix=3-4'),
    ).toEqual([
      { key: 'brand', query: 'Kaabo' },
      { key: 'price', query: '3-4' },
    ]);
    expect(filtersFromSearchParams(`marque=${'a'.repeat(500)}`)).toEqual([]);
  });
});
