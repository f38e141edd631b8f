// Best sellers and new arrivals of the home page: two small live queries (the catalogue's most
// viewed cards and its newest), never the whole catalogue.
import { useMemo } from 'react';
import { isNew } from '@fohzshop/shared/catalog/labels';
import { sortProducts } from '@fohzshop/shared/catalog/sort';
import {
  useBestSellers,
  useCardLabels,
  useNewestCards,
} from '@/entities/product/hooks/use-catalog';
import { usePageTime } from '@/lib/hydration/page-time';

/** Tiles per strip. */
export const STRIP_SIZE = 8;

export function useHomeProducts() {
  const best = useBestSellers();
  const newest = useNewestCards(STRIP_SIZE);
  const now = usePageTime();
  const bestSellers = useMemo(() => best.cards.slice(0, STRIP_SIZE), [best.cards]);
  const newArrivals = useMemo(
    () =>
      sortProducts(
        newest.cards.filter((card) => isNew(card, now)),
        'newest',
      ),
    [newest.cards, now],
  );
  const shown = useMemo(() => [...bestSellers, ...newArrivals], [bestSellers, newArrivals]);
  const labels = useCardLabels(shown);
  return { isLoading: best.isLoading || newest.isLoading, labels, bestSellers, newArrivals };
}
