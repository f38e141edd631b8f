// The price (in cents) each product had when this visitor last put it in the cart, remembered on
// this device only, so the cart page can say « le prix a changé depuis l'ajout ». Information
// for the shopper, never sent anywhere: an order is always priced by the server.
import { isDatabaseKey } from '@fohzshop/shared/database-key';
import { createLocalStore } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const SEEN_PRICES_STORAGE_KEY = STORAGE_KEYS.cartPrices;

export type SeenPrices = Readonly<Record<string, number>>;

const EMPTY: SeenPrices = Object.freeze({});

function parse(raw: string | null): SeenPrices {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY;
    return Object.freeze(
      Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, number] =>
            isDatabaseKey(entry[0]) && Number.isSafeInteger(entry[1]) && entry[1] >= 0,
        ),
      ),
    );
  } catch {
    return EMPTY;
  }
}

// Private mode: the cart simply cannot tell about price changes.
const store = createLocalStore<SeenPrices>({
  key: SEEN_PRICES_STORAGE_KEY,
  empty: EMPTY,
  parse,
  serialize: (prices) => (Object.keys(prices).length === 0 ? null : JSON.stringify(prices)),
});

export const getSeenPrices = store.get;
export const getServerSeenPrices = store.getServer;
export const subscribeSeenPrices = store.subscribe;

export function rememberPrice(productId: string, cents: number): void {
  if (!isDatabaseKey(productId) || !Number.isSafeInteger(cents) || cents < 0) return;
  if (getSeenPrices()[productId] === cents) return;
  store.set({ ...getSeenPrices(), [productId]: cents });
}

/** Forget some products (removed from the cart), or all of them. */
export function forgetPrices(productIds?: readonly string[]): void {
  const current = getSeenPrices();
  const next = productIds
    ? Object.fromEntries(Object.entries(current).filter(([id]) => !productIds.includes(id)))
    : {};
  if (Object.keys(next).length !== Object.keys(current).length) store.set(next);
}
