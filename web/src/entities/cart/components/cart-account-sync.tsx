// Keeps the cart on the account while a customer is signed in: the live carts/{uid} listener
// feeds the cart store, and the cart gathered on this device before signing in is merged into it
// once. Rendered (lazily) by the layout only for signed-in visitors, so anonymous visitors never
// download the database SDK for their cart; it draws nothing.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { cardQueryOptions } from '@/entities/product/api/catalog-queries';
import { useSession } from '@/entities/session/hooks/use-session';
import { attachAccountCart } from '../api/account-cart';

/** The cards of the device cart's products (cached ones as they are), not the whole catalogue. */
const loadCards = (client: QueryClient) => async (ids: readonly string[]) => {
  const cards = await Promise.all(
    ids.map((id) => client.ensureQueryData(cardQueryOptions(client, id))),
  );
  return cards.filter((card): card is ListingProduct => card !== null);
};

export function CartAccountSync() {
  const uid = useSession().user?.uid ?? null;
  const client = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    // The cards cap merged quantities by the stock and drop products that no longer exist.
    return attachAccountCart(uid, loadCards(client));
  }, [uid, client]);
  return null;
}
