// Best sellers and new arrivals of the home page, from the live list and its derived labels.
import { useMemo } from 'react';
import { sortProducts } from '@fohzshop/shared/catalog/sort';
import type { ProductLabel } from '@fohzshop/shared/catalog/labels';
import { useProducts } from '@/entities/product/hooks/use-products';

/** Tiles per strip. */
export const STRIP_SIZE = 8;

export function useHomeProducts() {
  const { products, isLoading, labels } = useProducts();
  return useMemo(() => {
    const withLabel = (label: ProductLabel) =>
      products.filter((p) => labels[p.product_id]?.includes(label));
    return {
      isLoading,
      labels,
      bestSellers: sortProducts(withLabel('Meilleures ventes'), 'sales-desc').slice(0, STRIP_SIZE),
      newArrivals: sortProducts(withLabel('Nouveauté'), 'newest').slice(0, STRIP_SIZE),
    };
  }, [products, isLoading, labels]);
}
