// The cart's two homes. On the device: localStorage, shared between tabs via the storage event
// (a visitor's cart, and what a visitor gathered before signing in). On the account: carts/{uid},
// fed by the live listener of account-cart.ts while a customer is signed in, written through the
// writer that module attaches — so this module, read by every card and the header, never loads
// the database SDK. See docs/data-model.md, carts/{uid}.
import { UserFacingError } from '@/lib/errors';
import { CART_STORAGE_KEY, cartChanged } from './cart-presence';
import { EMPTY_ITEMS, parseCartItems, type CartItem, type CartItems } from '../lib/cart-items';

export { CART_STORAGE_KEY };
/** How long an action waits for the signed-in cart to load before giving up. */
export const ACCOUNT_WAIT_MS = 15_000;

export const CART_STORE_ERRORS = {
  loading: 'Votre panier est en cours de chargement. Réessayez dans un instant.',
  saveFailed: "Votre panier n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",
} as const;

/** Writes of the signed-in cart (the database rules validate every line). */
export type AccountWriter = {
  setLine: (productId: string, line: CartItem | null) => Promise<void>;
  clear: () => Promise<void>;
};

export type AccountCart = {
  uid: string;
  /** False until the first snapshot arrived and the device cart was merged into it. */
  loaded: boolean;
  items: CartItems;
  writer: AccountWriter;
};

export type CartSnapshot = {
  /** False for the server render and while the page hydrates (see useBrowserStore). */
  browser: boolean;
  device: CartItems;
  account: AccountCart | null;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let account: AccountCart | null = null;
let deviceCache: { raw: string | null; items: CartItems } = { raw: null, items: EMPTY_ITEMS };
let snapshot: CartSnapshot = { browser: true, device: EMPTY_ITEMS, account: null };
const SERVER_SNAPSHOT: CartSnapshot = Object.freeze({
  browser: false,
  device: EMPTY_ITEMS,
  account: null,
});

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseRaw(raw: string | null): CartItems {
  if (!raw) return EMPTY_ITEMS;
  try {
    return parseCartItems(JSON.parse(raw));
  } catch {
    return EMPTY_ITEMS;
  }
}

/** The device cart, the same object while the stored text is unchanged. */
export function getDeviceItems(): CartItems {
  const raw = readRaw();
  if (raw !== deviceCache.raw) deviceCache = { raw, items: parseRaw(raw) };
  return deviceCache.items;
}

function emit(): void {
  cartChanged();
  for (const listener of listeners) listener();
}

export function setDeviceItems(items: CartItems): void {
  try {
    if (Object.keys(items).length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or full storage: the cart lives as long as the page.
    deviceCache = { raw: deviceCache.raw, items };
  }
  emit();
}

/** Stable while nothing changed (useSyncExternalStore compares snapshots by identity). */
export function getCartSnapshot(): CartSnapshot {
  const device = getDeviceItems();
  if (device !== snapshot.device || account !== snapshot.account) {
    snapshot = { browser: true, device, account };
  }
  return snapshot;
}

export const getServerCartSnapshot = (): CartSnapshot => SERVER_SNAPSHOT;

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_STORAGE_KEY) emit();
}

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** account-cart.ts: the signed-in cart of `uid` now lives on the account. */
export function attachAccount(uid: string, writer: AccountWriter): void {
  account = { uid, loaded: false, items: EMPTY_ITEMS, writer };
  emit();
}

export function setAccountItems(uid: string, items: CartItems, loaded: boolean): void {
  if (account?.uid !== uid) return;
  if (account.items === items && account.loaded === loaded) return;
  account = { ...account, items, loaded };
  emit();
}

export function detachAccount(uid: string): void {
  if (account?.uid !== uid) return;
  account = null;
  emit();
}

/** The signed-in cart of `uid` once loaded; rejects with a French message after `timeoutMs`. */
export function whenAccountLoaded(uid: string, timeoutMs = ACCOUNT_WAIT_MS): Promise<AccountCart> {
  const ready = () => (account?.uid === uid && account.loaded ? account : null);
  const now = ready();
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new UserFacingError('unavailable', CART_STORE_ERRORS.loading));
    }, timeoutMs);
    const stop = subscribeCart(() => {
      const loaded = ready();
      if (!loaded) return;
      clearTimeout(timer);
      stop();
      resolve(loaded);
    });
  });
}
