// Best sellers and new arrivals of the home page: two small live queries (the catalogue's most
// viewed cards and its newest), never the whole catalogue.
import { useMemo } from 'react';
import { isNew } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { sortProducts } from '@fohzshop/shared/catalog/sort';
import {
  useBestSellers,
  useCardLabels,
  useNewestCards,
} from '@/entities/product/hooks/use-catalog';
import { pageTimes } from '@/lib/hydration/page-time';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';

/** Tiles per strip. */
export const STRIP_SIZE = 8;

const newArrivalsAt = (cards: ListingProduct[], now: number) =>
  sortProducts(
    cards.filter((card) => isNew(card, now)),
    'newest',
  );
const sameCards = (a: readonly ListingProduct[], b: readonly ListingProduct[]) =>
  a.length === b.length && a.every((card, i) => card === b[i]);

export function useHomeProducts() {
  const best = useBestSellers();
  const newest = useNewestCards(STRIP_SIZE);
  const { rendered, browser } = pageTimes();
  const bestSellers = useMemo(() => best.cards.slice(0, STRIP_SIZE), [best.cards]);
  const newAtRender = useMemo(
    () => newArrivalsAt(newest.cards, rendered),
    [newest.cards, rendered],
  );
  const newAtBrowser = useMemo(
    () => (browser === rendered ? newAtRender : newArrivalsAt(newest.cards, browser)),
    [newAtRender, newest.cards, browser, rendered],
  );
  const newArrivals = useHydratedValue(newAtBrowser, newAtRender, sameCards);
  const shown = useMemo(() => [...bestSellers, ...newArrivals], [bestSellers, newArrivals]);
  const labels = useCardLabels(shown);
  return { isLoading: best.isLoading || newest.isLoading, labels, bestSellers, newArrivals };
}
