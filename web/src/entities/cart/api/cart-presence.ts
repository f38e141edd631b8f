// Whether this visitor may have something in the cart, known without loading the cart's code: a
// device cart is stored, a signed-in session is expected (its cart is on the account), or the
// cart changed in this page. The header's badge loads its code only then, so a first visit's
// load does not fetch the cart store to show nothing (docs/performance.md).
import { sessionStore } from '@/entities/session/api/session-store';
import { createLocalStore } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const CART_STORAGE_KEY = STORAGE_KEYS.cart;

const listeners = new Set<() => void>();
let changedInPage = false;
/** Whether a device cart is stored (read only: the cart store writes it). */
const storedCart = createLocalStore<boolean>({
  key: CART_STORAGE_KEY,
  empty: false,
  parse: (raw) => raw !== null,
});

export function cartMayHaveItems(): boolean {
  return changedInPage || storedCart.get() || sessionStore.expectsUser();
}

/** Called by the cart store on every change. */
export function cartChanged(): void {
  changedInPage = true;
  listeners.forEach((listener) => listener());
}

export function subscribeCartPresence(listener: () => void): () => void {
  listeners.add(listener);
  const stopSession = sessionStore.subscribe(listener);
  const stopStored = storedCart.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stopSession();
    stopStored();
  };
}
