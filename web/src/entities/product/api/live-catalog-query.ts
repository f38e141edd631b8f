// TanStack Query over live catalogue data: a query's first value resolves its queryFn, every
// later value goes into the cache with setQueryData, and its listener stops when the query
// leaves the cache (gcTime after its last screen unmounts). The first load ends with the first
// value or after PRODUCT_LOAD_TIMEOUT_MS; a failure gives the empty value and the French toast.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PRODUCT_LOAD_TIMEOUT_MS } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { notify } from '@/ui/toaster-store';
import { catalogSource, type CatalogSource, type Watch } from './catalog-source';

type Listener = { stop: () => void };
const listeners = new WeakMap<QueryClient, Map<string, Listener>>();

function listenersOf(client: QueryClient): Map<string, Listener> {
  let map = listeners.get(client);
  if (!map) {
    const created = new Map<string, Listener>();
    client.getQueryCache().subscribe((event) => {
      if (event.type !== 'removed') return;
      created.get(event.query.queryHash)?.stop();
      created.delete(event.query.queryHash);
    });
    listeners.set(client, created);
    map = created;
  }
  return map;
}

export function liveQueryFn<T>(
  client: QueryClient,
  queryKey: QueryKey,
  pick: (source: CatalogSource) => Watch<T>,
  empty: T,
): Promise<T> {
  const hash = hashKey(queryKey);
  const map = listenersOf(client);
  map.get(hash)?.stop();
  let stopped = false;
  const listener: Listener = { stop: () => void (stopped = true) };
  map.set(hash, listener);
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(empty), PRODUCT_LOAD_TIMEOUT_MS);
    const onError = () => {
      notify.error(MESSAGES.productsLoadFailed);
      if (settled) client.setQueryData(queryKey, empty);
      else settle(empty);
    };
    catalogSource().then((source) => {
      if (stopped) return;
      const unsubscribe = pick(source)((value) => {
        if (settled) client.setQueryData(queryKey, value);
        else settle(value);
      }, onError);
      listener.stop = () => {
        stopped = true;
        unsubscribe();
      };
      if (stopped) unsubscribe();
    }, onError);
  });
}

/** Stops every listener of this client (end of a prerender, tests). */
export function stopLiveQueries(client: QueryClient): void {
  const map = listeners.get(client);
  map?.forEach((listener) => listener.stop());
  map?.clear();
}
