// Query options of the storefront's catalogue data, one factory per thing a page shows (the
// lists — a type's cards, best sellers, newest… — are in catalog-list-queries.ts, so the start-up
// bundle carries only what its header and cart need). All are live (live-catalog-query.ts) and
// never stale; prerendered pages embed the small ones (entry-server.tsx) and start them live
// once the page is hydrated (startLiveCatalog).
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { Product } from '@fohzshop/shared/schemas/product';
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
export const liveOptions = <T>(
  options: Omit<LiveQueryOptions<T>, keyof typeof live>,
): LiveQueryOptions<T> => ({
  ...options,
  ...live,
});

/** Every catalogue query starts with this key (startLiveCatalog refetches them). */
export const CATALOG_KEY = 'catalog';

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
