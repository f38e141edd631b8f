// Whether this visitor may have something in the cart, known without loading the cart's code: a
// device cart is stored, a signed-in session is expected (its cart is on the account), or the
// cart changed in this page. The header's badge loads its code only then, so a first visit's
// load does not fetch the cart store to show nothing (docs/performance.md).
import { sessionStore } from '@/entities/session/api/session-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const CART_STORAGE_KEY = STORAGE_KEYS.cart;

const listeners = new Set<() => void>();
let changedInPage = false;

function storedCart(): boolean {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function cartMayHaveItems(): boolean {
  return changedInPage || storedCart() || sessionStore.expectsUser();
}

/** Called by the cart store on every change. */
export function cartChanged(): void {
  changedInPage = true;
  listeners.forEach((listener) => listener());
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === CART_STORAGE_KEY) listeners.forEach((l) => l());
};

export function subscribeCartPresence(listener: () => void): () => void {
  listeners.add(listener);
  const stopSession = sessionStore.subscribe(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopSession();
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
