import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { PRODUCT_LOAD_TIMEOUT_MS } from '@fohzshop/shared/constants';
import { product } from '@fohzshop/shared/test-support/products';
import { notify } from '@/ui/toaster-store';
import { loadProducts, productsQueryKey, stopProducts } from './products-query';

const listener = vi.hoisted(() => ({
  onData: undefined as ((raw: unknown) => void) | undefined,
  onError: undefined as ((error: Error) => void) | undefined,
  calls: 0,
  stop: () => undefined,
}));

vi.mock('./products-listener', () => ({
  listenProducts: (onData: (raw: unknown) => void, onError: (error: Error) => void) => {
    listener.calls += 1;
    listener.onData = onData;
    listener.onError = onError;
    return listener.stop;
  },
}));

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('loadProducts', () => {
  let client: QueryClient;
  // The record parser (zod) is loaded on demand with the listener; have it in the module cache so
  // one flush of fake time attaches the listener.
  beforeAll(() => import('@fohzshop/shared/catalog/stored-product'));
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    listener.calls = 0;
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopProducts();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves with the first snapshot and keeps the cache live afterwards', async () => {
    const loading = loadProducts(client);
    await flush();
    listener.onData?.({ a: product({ product_id: 'a', price: 10 }) });
    const first = await loading;
    expect(first.map((p) => p.product_id)).toEqual(['a']);
    listener.onData?.({ a: product({ product_id: 'a', price: 12, stock: 0 }) });
    expect(client.getQueryData<{ price: number }[]>(productsQueryKey)?.[0]?.price).toBe(12);
  });

  it('starts a single listener per client', async () => {
    void loadProducts(client);
    await flush();
    listener.onData?.({});
    await loadProducts(client);
    expect(listener.calls).toBe(1);
  });

  it('ends loading with an empty list after the timeout, then fills in when data comes', async () => {
    const loading = loadProducts(client);
    await vi.advanceTimersByTimeAsync(PRODUCT_LOAD_TIMEOUT_MS);
    expect(await loading).toEqual([]);
    listener.onData?.({ b: product({ product_id: 'b' }) });
    expect(client.getQueryData<unknown[]>(productsQueryKey)).toHaveLength(1);
  });

  it('shows the French toast and gives an empty list when the listener fails', async () => {
    const loading = loadProducts(client);
    await flush();
    listener.onError?.(new Error('permission_denied'));
    expect(await loading).toEqual([]);
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.productsLoadFailed);
    expect(MESSAGES.productsLoadFailed).toBe('Erreur lors du chargement des produits publics');
  });
});
