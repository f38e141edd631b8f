// Everything the product page shows about one product: the live product, its labels, its
// datasheet and the related products — a scooter's most viewed compatible parts (from
// compatible_parts/{id}, then only their cards), or the scooters a part fits (their cards).
import { useMemo } from 'react';
import { isScooter } from '@fohzshop/shared/catalog/compatibility';
import { topCompatibleParts } from '@fohzshop/shared/catalog/product-card';
import { sortProducts } from '@fohzshop/shared/catalog/sort';
import { scooterSpecSheet } from '@fohzshop/shared/catalog/spec-sheet';
import { useCardLabels, useCompatibleParts } from '@/entities/product/hooks/use-catalog';
import { useProduct } from '@/entities/product/hooks/use-product';
import { useCardsById } from '@/entities/product/hooks/use-cards-by-id';

/** The product page lists this many compatible parts, then links to the filtered listing. */
export const RELATED_PARTS_SHOWN = 6;

const NO_IDS: string[] = [];

export function useProductPage(productId: string | undefined) {
  const { product, isLoading } = useProduct(productId);
  const scooter = product ? isScooter(product) : false;
  const compatible = useCompatibleParts(scooter ? product?.product_id : undefined);
  const relatedIds = useMemo(() => {
    if (!product) return NO_IDS;
    return scooter
      ? topCompatibleParts(compatible.parts, RELATED_PARTS_SHOWN)
      : (product.compatible_with ?? NO_IDS);
  }, [product, scooter, compatible.parts]);
  const relatedCards = useCardsById(relatedIds);
  // A handful of cards: sorted on each render, at no cost.
  const related = scooter
    ? relatedCards.cards
    : sortProducts(relatedCards.cards.filter(isScooter), 'name-asc');
  const shown = useMemo(() => (product ? [product] : []), [product]);
  const labels = useCardLabels(shown);
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
