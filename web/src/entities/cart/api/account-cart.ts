// The signed-in cart at carts/{uid}: one live listener feeds cart-store while the customer is
// signed in, and every change is one multi-path update (the line and updated_at), which the
// database rules validate (integer 1–99, ISO date, existing product). On the first snapshot the
// device cart is merged in (merge-carts.ts) and emptied. Loaded lazily, with the database SDK,
// only for signed-in customers (cart-account-sync.tsx).
import { onValue, ref, remove, update } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { db } from '@/lib/firebase/database';
import { UserFacingError } from '@/lib/errors';
import { notify } from '@/ui/toaster-store';
import { cardsById } from '../lib/card-totals';
import { EMPTY_ITEMS, parseCartItems, type CartItems } from '../lib/cart-items';
import { mergeCarts } from '../lib/merge-carts';
import {
  CART_STORE_ERRORS,
  attachAccount,
  detachAccount,
  getDeviceItems,
  setAccountItems,
  setDeviceItems,
  type AccountWriter,
} from './cart-store';

/** The cards of these products (missing ones left out); [] when the catalogue cannot be read. */
export type LoadCards = (productIds: readonly string[]) => Promise<ListingProduct[]>;

export const ACCOUNT_CART_MESSAGES = {
  loadFailed: 'Impossible de charger votre panier. Rechargez la page pour réessayer.',
  mergeFailed:
    "Les produits ajoutés avant votre connexion n'ont pas pu être rattachés à votre compte : ils restent sur cet appareil.",
  dropped: (count: number) =>
    count === 1
      ? "Un produit de votre panier n'est plus disponible : il a été retiré."
      : `${count} produits de votre panier ne sont plus disponibles ou dépassent la limite : ils ont été retirés.`,
} as const;

const cartPath = (uid: string) => `${COLLECTIONS.carts}/${uid}`;

async function saved(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch {
    throw new UserFacingError('unavailable', CART_STORE_ERRORS.saveFailed);
  }
}

export function accountWriter(uid: string): AccountWriter {
  const cartRef = () => ref(db(), cartPath(uid));
  return {
    setLine: (productId, line) =>
      saved(
        update(cartRef(), {
          [`items/${productId}`]: line,
          updated_at: new Date().toISOString(),
        }),
      ),
    clear: () => saved(remove(cartRef())),
  };
}

/** Writes the merged lines; on failure the device keeps what it had. */
async function mergeDeviceCart(
  uid: string,
  account: () => CartItems,
  loadCards: LoadCards,
): Promise<void> {
  const asked = new Set(Object.keys(getDeviceItems()));
  if (asked.size === 0) return;
  const cards = await loadCards([...asked]).catch(() => [] as ListingProduct[]);
  // Read and emptied in one go: another tab signing in at the same time finds nothing to merge.
  const device = getDeviceItems();
  if (Object.keys(device).length === 0) return;
  setDeviceItems(EMPTY_ITEMS);
  // No card at all (unreadable catalogue), or a line added meanwhile that was not looked up:
  // the catalogue counts as unknown, so nothing is dropped as missing.
  const known = cards.length > 0 && Object.keys(device).every((id) => asked.has(id));
  const merge = mergeCarts(account(), device, known ? cardsById(cards) : undefined);
  const lines = merge.changed;
  try {
    if (Object.keys(lines).length > 0) {
      await update(ref(db(), cartPath(uid)), {
        ...Object.fromEntries(Object.entries(lines).map(([id, line]) => [`items/${id}`, line])),
        updated_at: new Date().toISOString(),
      });
    }
    if (merge.dropped.length > 0) notify.info(ACCOUNT_CART_MESSAGES.dropped(merge.dropped.length));
  } catch {
    setDeviceItems(device);
    notify.error(ACCOUNT_CART_MESSAGES.mergeFailed);
  }
}

/** Starts the live cart of `uid` (and merges the device cart into it); returns the stop. */
export function attachAccountCart(uid: string, loadCards: LoadCards): () => void {
  let stopped = false;
  let merged = false;
  let merging: Promise<void> | undefined;
  let latest: CartItems = EMPTY_ITEMS;
  attachAccount(uid, accountWriter(uid));
  const publish = () => {
    if (!stopped && merged) setAccountItems(uid, latest, true);
  };
  // Loaded once the first snapshot is there and the device cart merged into it.
  const stopListener = onValue(
    ref(db(), cartPath(uid)),
    (snapshot) => {
      const value = snapshot.val() as { items?: unknown } | null;
      latest = parseCartItems(value?.items);
      if (merged) publish();
      else
        merging ??= mergeDeviceCart(uid, () => latest, loadCards).finally(() => {
          merged = true;
          publish();
        });
    },
    () => {
      if (stopped) return;
      notify.error(ACCOUNT_CART_MESSAGES.loadFailed);
      merged = true;
      publish();
    },
  );
  return () => {
    stopped = true;
    stopListener();
    detachAccount(uid);
  };
}
