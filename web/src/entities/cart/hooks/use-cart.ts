// Public hook of the cart: the visitor's cart on this device, or the signed-in customer's cart on
// their account (carts/{uid}), with the same actions for both. Actions check the quantity, the
// line limit and the stock the cached catalogue knows (lib/cached-card.ts), and reject with a
// French message (UserFacingError) that the caller shows with notifyError. The server render
// and hydration see an empty cart that is not ready (useBrowserStore).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { sessionStore } from '@/entities/session/api/session-store';
import { useSession } from '@/entities/session/hooks/use-session';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import {
  getCartSnapshot,
  getDeviceItems,
  getServerCartSnapshot,
  setDeviceItems,
  subscribeCart,
  whenAccountLoaded,
  type CartSnapshot,
} from '../api/cart-store';
import { cachedCard } from '../lib/cached-card';
import { EMPTY_ITEMS, countItems, type CartItem, type CartItems } from '../lib/cart-items';
import type * as CartRules from '../lib/cart-rules';

export type CartState = {
  /** False until the signed-in cart has loaded (always true for visitors after hydration). */
  ready: boolean;
  /** product id → quantity, in insertion order. */
  items: Readonly<Record<string, { quantity: number; added_at: string }>>;
  /** Sum of quantities (header badge). */
  count: number;
  add: (productId: string, quantity?: number) => Promise<void>;
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
};

/** Which cart this visitor sees: the account's for a signed-in customer, else the device's. */
export function cartView(
  snapshot: CartSnapshot,
  uid: string | null,
  sessionChecked: boolean,
): { ready: boolean; items: CartItems } {
  if (!snapshot.browser) return { ready: false, items: EMPTY_ITEMS };
  if (uid) {
    const account = snapshot.account;
    return account?.uid === uid && account.loaded
      ? { ready: true, items: account.items }
      : { ready: false, items: EMPTY_ITEMS };
  }
  // A returning customer: not ready until Auth has said whether they are still signed in.
  return { ready: sessionChecked || !sessionStore.expectsUser(), items: snapshot.device };
}

type Rules = typeof CartRules;
/** The new line, null to remove it, undefined for no change. */
type Change = (rules: Rules, items: CartItems) => CartItem | null | undefined;

// The rules and the price memory load with the first change: not needed to show the cart.
const loadRules = (): Promise<Rules> => import('../lib/cart-rules');
const forgetPrices = (productIds?: readonly string[]) =>
  import('../api/seen-prices').then((m) => m.forgetPrices(productIds));

// Module-level, so a component can change the cart without subscribing to all of it (useCartLine).
/** Applies `compute` to the cart this visitor sees: the account's or the device's. */
async function changeCart(uid: string | null, productId: string, compute: Change): Promise<void> {
  const rules = await loadRules();
  rules.checkProductId(productId);
  if (uid) {
    const account = await whenAccountLoaded(uid);
    const line = compute(rules, account.items);
    if (line !== undefined) await account.writer.setLine(productId, line);
    return;
  }
  const current = getDeviceItems();
  const line = compute(rules, current);
  if (line !== undefined) setDeviceItems(rules.withLine(current, productId, line));
}

/** Adds `quantity` of a product, capped by the rules (stock the cache knows, 99, line limit). */
export const addToCart = (
  client: QueryClient,
  uid: string | null,
  productId: string,
  quantity = 1,
): Promise<void> =>
  changeCart(uid, productId, (rules, current) =>
    rules.addedLine(
      current,
      productId,
      quantity,
      cachedCard(client, productId),
      new Date().toISOString(),
    ),
  );

export function useCart(): CartState {
  const snapshot = useBrowserStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
  const { user, checked } = useSession();
  const uid = user?.uid ?? null;
  const client = useQueryClient();
  const { ready, items } = cartView(snapshot, uid, checked);

  const productOf = useCallback((productId: string) => cachedCard(client, productId), [client]);

  const change = useCallback(
    (productId: string, compute: Change) => changeCart(uid, productId, compute),
    [uid],
  );

  const add = useCallback(
    (productId: string, quantity = 1) => addToCart(client, uid, productId, quantity),
    [client, uid],
  );
  const setQuantity = useCallback(
    (productId: string, quantity: number) =>
      change(productId, (rules, current) =>
        rules.changedLine(current, productId, quantity, productOf(productId)),
      ),
    [change, productOf],
  );
  const remove = useCallback(
    async (productId: string) => {
      await change(productId, (_rules, current) => (current[productId] ? null : undefined));
      await forgetPrices([productId]);
    },
    [change],
  );
  const clear = useCallback(async () => {
    if (uid) await (await whenAccountLoaded(uid)).writer.clear();
    else setDeviceItems(EMPTY_ITEMS);
    await forgetPrices();
  }, [uid]);

  const count = useMemo(() => countItems(items), [items]);
  return useMemo(
    () => ({ ready, items, count, add, setQuantity, remove, clear }),
    [ready, items, count, add, setQuantity, remove, clear],
  );
}
