// The whole product list in the TanStack Query cache, for the Hyperviseur (admins manage every
// product): one RTDB listener on `products` keeps it live and writes every change into the cache
// with setQueryData. The storefront never loads it: it reads product_cards and single products
// (catalog-queries.ts). The first load ends with the first snapshot or after
// PRODUCT_LOAD_TIMEOUT_MS, whichever comes first; a failure leaves an empty list and the French
// error toast.
// Records are validated with the shared ProductSchema (zod): that module is loaded on demand
// together with the listener (and the database SDK), so zod stays out of the initial bundle and
// adds no round trip — no snapshot can arrive before both are there.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_LOAD_TIMEOUT_MS } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Product } from '@fohzshop/shared/schemas/product';
import { notify } from '@/ui/toaster-store';

export const productsQueryKey = ['products', 'public'] as const;

type Source = { client: QueryClient; stop: () => void };
let source: Source | undefined;

function fail(client: QueryClient): void {
  notify.error(MESSAGES.productsLoadFailed);
  client.setQueryData<Product[]>(productsQueryKey, []);
}

/** Starts the listener (once per QueryClient) and resolves with the first list, [] on timeout. */
export function loadProducts(client: QueryClient): Promise<Product[]> {
  if (source?.client === client) {
    return Promise.resolve(client.getQueryData<Product[]>(productsQueryKey) ?? []);
  }
  source?.stop();
  const current: Source = { client, stop: () => undefined };
  source = current;
  return new Promise<Product[]>((resolve) => {
    let settled = false;
    const settle = (products: Product[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(products);
    };
    const timer = setTimeout(() => settle([]), PRODUCT_LOAD_TIMEOUT_MS);
    let productsFromSnapshot: (raw: unknown) => Product[] = () => [];
    const onData = (raw: unknown) => {
      const products = productsFromSnapshot(raw);
      if (settled) client.setQueryData<Product[]>(productsQueryKey, products);
      else settle(products);
    };
    const onError = () => {
      if (settled) fail(client);
      else {
        notify.error(MESSAGES.productsLoadFailed);
        settle([]);
      }
    };
    Promise.all([
      import('./products-listener'),
      import('@fohzshop/shared/catalog/stored-product'),
    ]).then(([{ listenProducts }, parser]) => {
      if (source !== current) return;
      productsFromSnapshot = parser.productsFromSnapshot;
      current.stop = listenProducts(onData, onError);
    }, onError);
  });
}

/** Stops the live listener (tests, sign-out of the whole app). */
export function stopProducts(): void {
  source?.stop();
  source = undefined;
}

export const productsQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: () => loadProducts(client),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
