// Everything the product page shows about one product: the live product, its labels, its
// datasheet and the related products (compatible parts of a scooter, scooters a part fits).
import { useMemo } from 'react';
import {
  isScooter,
  partsForScooter,
  scootersForPart,
} from '@fohzshop/shared/catalog/compatibility';
import { sortProducts } from '@fohzshop/shared/catalog/sort';
import { scooterSpecSheet } from '@fohzshop/shared/catalog/spec-sheet';
import { useProducts } from '@/entities/product/hooks/use-products';

/** The product page lists this many compatible parts, then links to the filtered listing. */
export const RELATED_PARTS_SHOWN = 6;

export function useProductPage(productId: string | undefined) {
  const { products, isLoading, labels } = useProducts();
  const product = useMemo(
    () => products.find((p) => p.product_id === productId),
    [products, productId],
  );
  const scooter = product ? isScooter(product) : false;
  const related = useMemo(() => {
    if (!product) return [];
    return scooter
      ? sortProducts(partsForScooter(products, product.product_id))
      : sortProducts(scootersForPart(products, product), 'name-asc');
  }, [product, products, scooter]);
  const specs = useMemo(
    () => (product && scooter ? scooterSpecSheet(product) : []),
    [product, scooter],
  );
  return {
    product,
    isLoading,
    isScooter: scooter,
    labels: product ? labels[product.product_id] : undefined,
    related,
    specs,
  };
}
