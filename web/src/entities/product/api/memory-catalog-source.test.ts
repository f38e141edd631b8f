import { describe, expect, it } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { Watch } from './catalog-source';
import { memoryCatalogSource } from './memory-catalog-source';

const first = <T>(watch: Watch<T>): T => {
  let value: T | undefined;
  watch(
    (data) => (value = data),
    (error) => {
      throw error;
    },
  )();
  return value as T;
};
const ids = (cards: ListingProduct[]) => cards.map((card) => card.product_id);

describe('memoryCatalogSource', () => {
  const source = memoryCatalogSource([
    product({ product_id: 'b', created_at: '2026-01-03T00:00:00.000Z' }),
    product({ product_id: 'a', created_at: '2026-01-02T00:00:00.000Z' }),
    product({ product_id: 'old', created_at: '2025-12-31T00:00:00.000Z' }),
    product({ product_id: 'c', created_at: '2026-01-02T00:00:00.000Z' }),
  ]);

  it('cardsCreatedSince: the cards created at or after the time, by creation then key, as RTDB', () => {
    expect(ids(first(source.cardsCreatedSince(Date.parse('2026-01-02T00:00:00.000Z'))))).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(ids(first(source.cardsCreatedSince(Date.parse('2026-01-04T00:00:00.000Z'))))).toEqual(
      [],
    );
  });
});
