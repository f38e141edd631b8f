// One product's line of the cart, for its « Ajouter au panier » button: the quantity already in
// the cart and the add action. A card subscribes to a number, not to the whole cart, so the
// switch to the browser's cart after hydration (still 0 for this product, most often) and changes
// to other lines re-render no card (docs/performance.md, "The fully hydrated switch").
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '@/entities/session/api/session-store';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import { getCartSnapshot, subscribeCart } from '../api/cart-store';
import { addToCart, cartView } from './use-cart';

function subscribeCartAndSession(listener: () => void): () => void {
  const stopCart = subscribeCart(listener);
  const stopSession = sessionStore.subscribe(listener);
  return () => {
    stopCart();
    stopSession();
  };
}

const uidNow = () => sessionStore.getSnapshot().user?.uid ?? null;
const serverQuantity = () => 0;

export function useCartLine(productId: string): {
  quantity: number;
  add: (quantity: number) => Promise<void>;
} {
  const quantity = useBrowserStore(
    subscribeCartAndSession,
    () => {
      const { checked } = sessionStore.getSnapshot();
      return cartView(getCartSnapshot(), uidNow(), checked).items[productId]?.quantity ?? 0;
    },
    serverQuantity,
  );
  const client = useQueryClient();
  const add = useCallback(
    (wanted: number) => addToCart(client, uidNow(), productId, wanted),
    [client, productId],
  );
  return { quantity, add };
}
