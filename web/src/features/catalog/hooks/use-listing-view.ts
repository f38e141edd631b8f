// What a listing shows — the page of cards, the result count, the filter choices, the garage's
// scooters — from the cards of its type once they are loaded. A prerendered listing embeds this
// view (built at build time from every card) instead of the cards themselves: hydration renders
// it. Once the catalogue goes live (first interaction or a few seconds), a listing of more than
// SMALL_LISTING products listens to two small things only — its shown cards one by one (price,
// stock, labels) and the cards created since the page was rendered — not to its type's cards
// (1 MB at 5,000 parts, decoded inside Lighthouse's window). The type's cards load when a created
// card belongs to this listing or a shown card is deleted (the count, order or page are then
// stale), when the visitor asks for another page, filter or sort, at live start on a small
// listing, or on a page that was not prerendered (docs/decisions/0009-product-cards.md, point 6).
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
import { useCardLabels, useCards, useCardsSinceRender } from '@/entities/product/hooks/use-catalog';
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
/** Cards (about 300 bytes each on the wire) a listing loads at live start without a reason. */
const SMALL_LISTING = 200;

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
  const listedType = type ?? SCOOTER_TYPE;
  const onBuiltView = embedded !== undefined && params.query === '';
  // A small listing goes live on its type's cards: cheap, and exact for any change (a product
  // written with an older creation time, a type or brand changed, a new order of the cards).
  const small = (embedded?.shown.total ?? 0) <= SMALL_LISTING;
  const watching = live && onBuiltView && !small;
  const since = useCardsSinceRender(
    embedded?.shown.items.map((card) => card.product_id) ?? [],
    watching,
  );
  // Stale built view: a shown card was deleted, or a card created since the render is one this
  // listing lists (its type and, on a brand page, its brand).
  const stale =
    since.deleted ||
    listProducts(
      since.created.filter((card) => card.type === listedType),
      { type, brand },
    ).length > 0;
  const needCards = !onBuiltView || (live && small) || stale;
  const listed = useCards(listedType, needCards);
  const scooterCards = useCards(SCOOTER_TYPE, needCards && isPartListing);
  const loaded = needCards && !listed.isLoading && !(isPartListing && scooterCards.isLoading);
  // Until the type's cards are there, the labels of the shown cards as they are now.
  const labels = useCardLabels(loaded ? listed.cards : since.shown);
  const { shown: page, options } = useListing({
    products: listed.cards,
    labels,
    type,
    brand,
    filters: params.filters,
    sort: params.sort,
    compatibleIds: isPartListing ? params.compatibleIds : [],
    page: params.page,
  });
  const view = useMemo<ListingView | undefined>(
    () =>
      loaded
        ? {
            shown: page,
            options,
            labels: Object.fromEntries(
              page.items.map((card) => [card.product_id, labels[card.product_id] ?? []]),
            ),
            scooters: isPartListing
              ? listProducts(scooterCards.cards, { type: SCOOTER_TYPE, sort: 'name-asc' }).map(
                  ({ product_id, name }) => ({ product_id, name }),
                )
              : [],
          }
        : undefined,
    [loaded, page, options, labels, isPartListing, scooterCards.cards],
  );
  if (view) {
    // The build embeds the view it rendered (the page data is read after rendering).
    if (import.meta.env.SSR) client.setQueryData(viewKey, view);
    return { view, isLoading: false };
  }
  if (onBuiltView) {
    // The built view, with its cards as the database has them once they answered.
    return {
      view:
        since.shown.length > 0
          ? { ...embedded, shown: { ...embedded.shown, items: since.shown }, labels }
          : embedded,
      isLoading: false,
    };
  }
  return { view: undefined, isLoading: true };
}
