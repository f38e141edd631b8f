// Query options of the storefront's catalogue data, one factory per thing a page shows. All are
// live (live-catalog-query.ts) and never stale; prerendered pages embed the small ones
// (dehydrated at build time) and start them live once the page is hydrated (startLiveCatalog).
// The cards of a whole type are never embedded: a listing ships the view it shows instead.
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { BEST_SELLER_TOP } from '@fohzshop/shared/constants';
import { bestSellerFloor, bestSellerIds } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { ProductType } from '@fohzshop/shared/catalog/taxonomy';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { CatalogSource, Watch } from './catalog-source';
import { liveQueryFn } from './live-catalog-query';

const live = {
  staleTime: Infinity,
  gcTime: 5 * 60_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** A catalogue query's options: always a key and a real query function. */
export type LiveQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: QueryFunction<T, QueryKey>;
  meta?: { embed?: boolean };
} & typeof live;
const liveOptions = <T>(
  options: Omit<LiveQueryOptions<T>, keyof typeof live>,
): LiveQueryOptions<T> => ({
  ...options,
  ...live,
});

/** Every catalogue query starts with this key (startLiveCatalog refetches them). */
export const CATALOG_KEY = 'catalog';

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

export const cardQueryOptions = (client: QueryClient, id: string) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'card', id];
  return liveOptions({
    queryKey,
    queryFn: () => liveQueryFn<ListingProduct | null>(client, queryKey, (s) => s.card(id), null),
  });
};

export const productQueryOptions = (client: QueryClient, id: string) => {
  const queryKey: QueryKey = [CATALOG_KEY, 'product', id];
  return liveOptions({
    queryKey,
    queryFn: () => liveQueryFn<Product | null>(client, queryKey, (s) => s.product(id), null),
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

let liveStarted = false;
const liveListeners = new Set<() => void>();

/** Once a prerendered page is hydrated: its embedded queries go live (first values replace them). */
export function startLiveCatalog(client: QueryClient): void {
  if (liveStarted) return;
  liveStarted = true;
  liveListeners.forEach((listener) => listener());
  void client.refetchQueries({ queryKey: [CATALOG_KEY], type: 'active' });
}

/** For useSyncExternalStore: whether the catalogue went live (always true on client renders). */
export const liveCatalogStore = {
  subscribe(listener: () => void): () => void {
    liveListeners.add(listener);
    return () => liveListeners.delete(listener);
  },
  started: (): boolean => liveStarted,
};
