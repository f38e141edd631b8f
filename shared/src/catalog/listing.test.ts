import { describe, expect, it } from 'vitest';
import { product } from '../test-support/products';
import { brandsIn, listProducts } from './listing';

const products = [
  product({ product_id: 'dt', brand: 'Dualtron', views: 3 }),
  product({ product_id: 'nami', brand: 'Nami', views: 9 }),
  product({ product_id: 'kb', brand: 'Kaabo', views: 5 }),
  product({
    product_id: 'pad',
    type: 'Pièce détachée',
    brand: 'Dualtron',
    compatible_with: ['dt'],
  }),
  product({
    product_id: 'pad-nami',
    type: 'Pièce détachée',
    brand: 'Nami',
    compatible_with: ['nami'],
  }),
  product({
    product_id: 'comp',
    type: 'Pièce compétition',
    brand: 'FlipSky',
    compatible_with: ['kb'],
  }),
];
const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);

describe('listProducts', () => {
  it('lists everything by default, most viewed first', () => {
    expect(ids(listProducts(products))).toEqual(['nami', 'kb', 'dt', 'pad', 'pad-nami', 'comp']);
  });
  it('excludes Nami when a type is given', () => {
    expect(ids(listProducts(products, { type: 'Trottinette électrique' }))).toEqual(['kb', 'dt']);
    expect(ids(listProducts(products, { type: 'Pièce détachée' }))).toEqual(['pad']);
  });
  it('keeps Nami on its brand page without a type', () => {
    expect(ids(listProducts(products, { brand: 'Nami' }))).toEqual(['nami', 'pad-nami']);
  });
  it('filters brand pages by brand', () => {
    expect(
      ids(listProducts(products, { type: 'Trottinette électrique', brand: 'Dualtron' })),
    ).toEqual(['dt']);
  });
  it('applies filters, sort and garage', () => {
    expect(
      ids(
        listProducts(products, {
          filters: [
            { key: 'brand', query: 'Kaabo' },
            { key: 'brand', query: 'FlipSky' },
          ],
          sort: 'ref-asc',
        }),
      ),
    ).toEqual(['comp', 'kb']);
    expect(ids(listProducts(products, { garage: ['kb'], sort: 'ref-asc' }))).toEqual([
      'comp',
      'dt',
      'kb',
      'nami',
    ]);
  });
});

describe('brandsIn', () => {
  it('lists brands alphabetically without the fallback', () => {
    expect(brandsIn([...products, product({ product_id: 'x', brand: 'Non défini(e)' })])).toEqual([
      'Dualtron',
      'FlipSky',
      'Kaabo',
      'Nami',
    ]);
  });
});
