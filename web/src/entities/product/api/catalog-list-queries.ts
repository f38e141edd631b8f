// The catalogue's lists as live queries: a type's cards, the best sellers, the newest cards,
// the cards created since a page was rendered, a scooter's compatible parts, the comparator's
// products (see catalog-queries.ts). The cards of a whole type are never embedded in a
// prerendered page: a listing ships the view it shows.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BEST_SELLER_TOP } from '@fohzshop/shared/constants';
import { bestSellerFloor, bestSellerIds } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { ProductType } from '@fohzshop/shared/catalog/taxonomy';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { CatalogSource, Watch } from './catalog-source';
import { CATALOG_KEY, liveOptions } from './catalog-queries';
import { liveQueryFn } from './live-catalog-query';

/** Cards of one type (a listing, the garage's scooters), or of every type (search). */
export const cardsQueryOptions = (client: QueryClient, type?: ProductType) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'cards', type ?? 'all'];
  return liveOptions({
    queryKey,
    queryFn: () => liveQueryFn<ListingProduct[]>(client, queryKey, (s) => s.cards(type), []),
    meta: { embed: false },
  });
};

/**
 * The catalogue's best sellers (cards, most viewed first): the BEST_SELLER_TOP most viewed, then
 * every card with as many views as the last of them, so ties rank exactly as on the whole list.
 */
function bestSellers(source: CatalogSource): Watch<ListingProduct[]> {
  return (onData, onError) => {
    let floor: number | undefined;
    let stopCandidates = () => undefined as void;
    const stopTop = source.cardsByViews({ last: BEST_SELLER_TOP })((top) => {
      const next = bestSellerFloor(top);
      if (next === floor) return;
      floor = next;
      stopCandidates();
      stopCandidates = source.cardsByViews({ from: next })((candidates) => {
        const best = bestSellerIds(candidates);
        onData(
          candidates
            .filter((card) => best.has(card.product_id))
            .sort((a, b) => b.views - a.views || (a.product_id < b.product_id ? -1 : 1)),
        );
      }, onError);
    }, onError);
    return () => {
      stopTop();
      stopCandidates();
    };
  };
}

export const bestSellersQueryOptions = (client: QueryClient) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'best-sellers'];
  return liveOptions({
    queryKey,
    queryFn: () => liveQueryFn<ListingProduct[]>(client, queryKey, bestSellers, []),
  });
};

export const newestCardsQueryOptions = (client: QueryClient, last: number) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'newest', last];
  return liveOptions({
    queryKey,
    queryFn: () => liveQueryFn<ListingProduct[]>(client, queryKey, (s) => s.newestCards(last), []),
  });
};

/**
 * Cards created since `since` (a prerendered page's render time): what an open listing's built
 * view lacks. Small — the products added since the build — where a type's cards are not.
 */
export const cardsCreatedSinceQueryOptions = (client: QueryClient, since: number) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'created-since', since];
  return liveOptions({
    queryKey,
    queryFn: () =>
      liveQueryFn<ListingProduct[]>(client, queryKey, (s) => s.cardsCreatedSince(since), []),
    meta: { embed: false },
  });
};

export const compatiblePartsQueryOptions = (client: QueryClient, scooterId: string) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'compatible-parts', scooterId];
  return liveOptions({
    queryKey,
    queryFn: () =>
      liveQueryFn<Record<string, number>>(
        client,
        queryKey,
        (s) => s.compatibleParts(scooterId),
        {},
      ),
  });
};

/** Watches each id and answers once every id answered, in the ids' order. */
const byIds =
  <T>(ids: readonly string[], one: (id: string) => Watch<T>): Watch<T[]> =>
  (onData, onError) => {
    const values = new Map<string, T>();
    if (ids.length === 0) onData([]);
    const stops = ids.map((id) =>
      one(id)((value) => {
        values.set(id, value);
        if (values.size === ids.length) onData(ids.map((each) => values.get(each) as T));
      }, onError),
    );
    return () => stops.forEach((stop) => stop());
  };

/** The cards of these ids, in this order, missing products left out (a cart, related items). */
export const cardsByIdQueryOptions = (client: QueryClient, ids: readonly string[]) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'cards-by-id', ...ids];
  return liveOptions({
    queryKey,
    queryFn: () =>
      liveQueryFn<ListingProduct[]>(
        client,
        queryKey,
        (s) => (onData, onError) =>
          byIds(ids, s.card)(
            (cards) => onData(cards.filter((card): card is ListingProduct => card !== null)),
            onError,
          ),
        [],
      ),
  });
};

/** Whole products of these ids, in this order (null: not in the catalogue) — the comparator. */
export const productsByIdQueryOptions = (client: QueryClient, ids: readonly string[]) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'products-by-id', ...ids];
  return liveOptions({
    queryKey,
    queryFn: () =>
      liveQueryFn<(Product | null)[]>(client, queryKey, (s) => byIds(ids, s.product), []),
  });
};
