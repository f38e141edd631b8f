import { describe, expect, it } from 'vitest';
import { product } from './test-support/products';
import { SEARCHABLE_PAGES, search, type EmptySearch, type SearchResults } from './search';

const products = [
  product({ product_id: 'thunder', name: 'Dualtron Thunder 3', brand: 'Dualtron', views: 50 }),
  product({ product_id: 'mantis', name: 'Mantis King GT', brand: 'Kaabo', views: 80 }),
  product({ product_id: 'burn', name: 'Burn-E 3 Max', brand: 'Nami', views: 200 }),
  product({ product_id: 'fighter', name: 'Fighter Supreme', brand: 'Teverun', views: 10 }),
  product({
    product_id: 'tyre',
    name: 'Pneu 11 pouces',
    type: 'Pièce détachée',
    brand: 'Dualtron',
  }),
  product({ product_id: 'ctrl', name: 'Contrôleur 72V', type: 'Pièce compétition', brand: 'Nami' }),
];
const results = (query: string) => search(query, products) as SearchResults;
const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);
const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('empty query', () => {
  it('shows top 3 scooters, the four brands and the main pages', () => {
    const empty = search('   ', products) as EmptySearch;
    expect(empty.kind).toBe('empty');
    expect(ids(empty.topScooters)).toEqual(['burn', 'mantis', 'thunder']);
    expect(empty.brands.map((b) => [b.brand, b.route.path])).toEqual([
      ['Dualtron', '/trottinettes-electriques/dualtron'],
      ['Teverun', '/trottinettes-electriques/teverun'],
      ['Kaabo', '/trottinettes-electriques/kaabo'],
      ['InMotion', '/trottinettes-electriques/inmotion'],
    ]);
    expect(empty.allScooters.path).toBe('/trottinettes-electriques');
    expect(names(empty.mainPages)).toEqual([
      'HOME',
      'SCOOTERS',
      'PARTS',
      'CART',
      'USER_ACCOUNT',
      'HELP',
    ]);
  });
});

describe('with a query', () => {
  it('matches scooters by name or brand, any word, ignoring case and accents', () => {
    expect(ids(results('KAABO').scooters)).toEqual(['mantis']);
    expect(ids(results('thunder fighter').scooters)).toEqual(['thunder', 'fighter']);
    expect(ids(results('contrôleur').parts)).toEqual(['ctrl']);
    expect(ids(results('controleur').parts)).toEqual(['ctrl']);
  });
  it('excludes Nami from the scooters brand match only', () => {
    expect(ids(results('nami').scooters)).toEqual([]);
    expect(ids(results('burn').scooters)).toEqual(['burn']);
    expect(ids(results('nami').parts)).toEqual(['ctrl']);
  });
  it('matches both part types by name or brand', () => {
    expect(ids(results('dualtron').parts)).toEqual(['tyre']);
    expect(ids(results('dualtron').scooters)).toEqual(['thunder']);
  });
  it('ranks by matched words, then views', () => {
    expect(ids(results('dualtron thunder mantis').scooters)).toEqual(['thunder', 'mantis']);
  });
  it('matches pages by name, title or description, never admin or dismissed ones', () => {
    expect(names(results('aide').pages)).toContain('HELP');
    expect(names(results('confidentialité').pages)).toContain('PRIVACY');
    expect(names(results('hyperviseur').pages)).toEqual([]);
    expect(names(results('paiement').pages)).not.toContain('CART_PAYMENT');
    expect(names(results('commande validée').pages)).not.toContain('ORDER_CONFIRMED');
  });
  it('only offers pages without parameters', () => {
    expect(
      SEARCHABLE_PAGES.every(
        (route) => !route.path.includes(':') && !route.needAdmin && !route.dismiss,
      ),
    ).toBe(true);
  });
  it('reports no result', () => {
    expect(results('xyzzy').total).toBe(0);
  });
  it('limits each section', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      product({ product_id: `p${i}`, name: `Dualtron ${i}` }),
    );
    expect((search('dualtron', many) as SearchResults).scooters).toHaveLength(8);
    expect((search('dualtron', many, { limit: 3 }) as SearchResults).scooters).toHaveLength(3);
  });
});
