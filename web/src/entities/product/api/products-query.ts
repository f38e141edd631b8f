// Public product list in the TanStack Query cache. A prerendered page seeds it with the data
// embedded at build time (seedProducts); once the page is hydrated, one RTDB listener keeps it
// live (startLiveProducts) and writes every change into the cache with setQueryData. A page
// without embedded data loads it through the same listener: the first load ends with the first
// snapshot or after PRODUCT_LOAD_TIMEOUT_MS, whichever comes first; a failure leaves an empty
// list and the French error toast.
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

/** The time labels (« Nouveauté »…) are computed at: the build's until live data arrives. */
let labelsAt: number | undefined;
export const productLabelsTime = (): number => labelsAt ?? Date.now();

/** Prerendered page: the products it was rendered with, and when. */
export function seedProducts(client: QueryClient, products: Product[], renderedAt: number): void {
  labelsAt = renderedAt;
  client.setQueryData<Product[]>(productsQueryKey, products);
}

/** Starts the live listener once (after hydration); its first snapshot replaces the seed. */
export function startLiveProducts(client: QueryClient): void {
  if (source?.client === client) return;
  void loadProducts(client).then((products) => {
    labelsAt = undefined;
    client.setQueryData<Product[]>(productsQueryKey, products);
  });
}

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
      labelsAt = undefined;
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
  labelsAt = undefined;
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
