import { useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GARAGE_STORAGE_KEY } from '@fohzshop/shared/catalog/compatibility';
import { asListingProduct } from '@fohzshop/shared/catalog/product-card';
import { SCOOTER_TYPE } from '@fohzshop/shared/catalog/taxonomy';
import { product } from '@fohzshop/shared/test-support/products';
import { CATALOG_KEY } from '@/entities/product/api/catalog-queries';
import { cardsQueryOptions } from '@/entities/product/api/catalog-list-queries';
import { TestProviders } from '@/testing/render';
import { useGarageScooters } from './use-garage-scooters';

const scooters = [
  asListingProduct(product({ product_id: 'thunder', name: 'Thunder 3' })),
  asListingProduct(product({ product_id: 'mantis', name: 'Mantis' })),
];

describe('useGarageScooters', () => {
  it('offers the scooter cards only, and the garage scooters in the order they were added', () => {
    localStorage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(['mantis', 'gone', 'thunder']));
    const { result } = renderHook(
      () => {
        const client = useQueryClient();
        const key = cardsQueryOptions(client, SCOOTER_TYPE).queryKey;
        if (!client.getQueryData(key)) client.setQueryData(key, scooters);
        return { client, ...useGarageScooters() };
      },
      { wrapper: TestProviders },
    );
    expect(result.current.scooters.map((s) => s.product_id)).toEqual(['thunder', 'mantis']);
    expect(result.current.owned.map((s) => s.product_id)).toEqual(['mantis', 'thunder']);
    expect(result.current.isLoading).toBe(false);
    // One catalogue query: the scooters' cards.
    const keys = result.current.client
      .getQueryCache()
      .findAll({ queryKey: [CATALOG_KEY] })
      .map((query) => query.queryKey);
    expect(keys).toEqual([[CATALOG_KEY, 'cards', SCOOTER_TYPE]]);
    localStorage.removeItem(GARAGE_STORAGE_KEY);
  });
});
