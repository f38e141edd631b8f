// The price (in cents) each product had when this visitor last put it in the cart, remembered on
// this device only, so the cart page can say « le prix a changé depuis l'ajout ». Information
// for the shopper, never sent anywhere: an order is always priced by the server.
import { isDatabaseKey } from '@fohzshop/shared/database-key';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const SEEN_PRICES_STORAGE_KEY = STORAGE_KEYS.cartPrices;

export type SeenPrices = Readonly<Record<string, number>>;

const EMPTY: SeenPrices = Object.freeze({});
const listeners = new Set<() => void>();
let cache: { raw: string | null; prices: SeenPrices } = { raw: null, prices: EMPTY };

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

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SEEN_PRICES_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getSeenPrices(): SeenPrices {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, prices: parse(raw) };
  return cache.prices;
}

export const getServerSeenPrices = (): SeenPrices => EMPTY;

function write(prices: Record<string, number>): void {
  try {
    if (Object.keys(prices).length === 0) window.localStorage.removeItem(SEEN_PRICES_STORAGE_KEY);
    else window.localStorage.setItem(SEEN_PRICES_STORAGE_KEY, JSON.stringify(prices));
  } catch {
    // Private mode: the cart simply cannot tell about price changes.
  }
  listeners.forEach((listener) => listener());
}

export function rememberPrice(productId: string, cents: number): void {
  if (!isDatabaseKey(productId) || !Number.isSafeInteger(cents) || cents < 0) return;
  if (getSeenPrices()[productId] === cents) return;
  write({ ...getSeenPrices(), [productId]: cents });
}

/** Forget some products (removed from the cart), or all of them. */
export function forgetPrices(productIds?: readonly string[]): void {
  const current = getSeenPrices();
  const next = productIds
    ? Object.fromEntries(Object.entries(current).filter(([id]) => !productIds.includes(id)))
    : {};
  if (Object.keys(next).length !== Object.keys(current).length) write(next);
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === SEEN_PRICES_STORAGE_KEY) {
    listeners.forEach((listener) => listener());
  }
}

export function subscribeSeenPrices(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
