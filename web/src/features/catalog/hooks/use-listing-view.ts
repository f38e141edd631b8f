// What a listing shows — the page of cards, the result count, the filter choices, the garage's
// scooters — from the cards of its type once they are loaded. A prerendered listing embeds this
// view (built at build time from every card) instead of the cards themselves: hydration renders
// it, and the type's cards load only when the catalogue goes live (after the first interaction
// or a few seconds) or when the visitor asks for another page, filter or sort.
import { useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LabelsById } from '@fohzshop/shared/catalog/labels';
import { listProducts } from '@fohzshop/shared/catalog/listing';
import type { Page } from '@fohzshop/shared/catalog/paging';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import {
  SCOOTER_TYPE,
  type ProductType,
  type ScooterBrand,
} from '@fohzshop/shared/catalog/taxonomy';
import { CATALOG_KEY, liveCatalogStore } from '@/entities/product/api/catalog-queries';
import { useCardLabels, useCards } from '@/entities/product/hooks/use-catalog';
import type { CatalogParams } from './use-catalog-params';
import { useListing, type FilterChoices } from './use-listing';

export type ListingView = {
  shown: Page<ListingProduct>;
  options: FilterChoices;
  /** Labels of the shown cards. */
  labels: LabelsById;
  /** Part listings: the scooters the garage panel offers (name order). */
  scooters: Pick<ListingProduct, 'product_id' | 'name'>[];
};

const serverStarted = () => false;

type Input = { type?: ProductType; brand?: ScooterBrand; params: CatalogParams };

export function useListingView({ type, brand, params }: Input): {
  view: ListingView | undefined;
  isLoading: boolean;
} {
  const client = useQueryClient();
  const viewKey = [CATALOG_KEY, 'listing-view', type ?? 'all', brand ?? ''];
  // Read once: the embedded view never changes (live data replaces it, not updates it).
  const embedded = client.getQueryData<ListingView>(viewKey);
  const live = useSyncExternalStore(
    liveCatalogStore.subscribe,
    liveCatalogStore.started,
    serverStarted,
  );
  const isPartListing = type !== undefined && type !== SCOOTER_TYPE;
  const needCards = !embedded || live || params.query !== '';
  const listed = useCards(type ?? SCOOTER_TYPE, needCards);
  const scooterCards = useCards(SCOOTER_TYPE, needCards && isPartListing);
  const labels = useCardLabels(listed.cards);
  const { shown, options } = useListing({
    products: listed.cards,
    labels,
    type,
    brand,
    filters: params.filters,
    sort: params.sort,
    compatibleIds: isPartListing ? params.compatibleIds : [],
    page: params.page,
  });
  const loaded = needCards && !listed.isLoading && !(isPartListing && scooterCards.isLoading);
  const view = useMemo<ListingView | undefined>(
    () =>
      loaded
        ? {
            shown,
            options,
            labels: Object.fromEntries(
              shown.items.map((card) => [card.product_id, labels[card.product_id] ?? []]),
            ),
            scooters: isPartListing
              ? listProducts(scooterCards.cards, { type: SCOOTER_TYPE, sort: 'name-asc' }).map(
                  ({ product_id, name }) => ({ product_id, name }),
                )
              : [],
          }
        : undefined,
    [loaded, shown, options, labels, isPartListing, scooterCards.cards],
  );
  if (view) {
    // The build embeds the view it rendered (the page data is read after rendering).
    if (import.meta.env.SSR) client.setQueryData(viewKey, view);
    return { view, isLoading: false };
  }
  if (embedded && params.query === '') return { view: embedded, isLoading: false };
  return { view: undefined, isLoading: true };
}
