// Keeps the cart on the account while a customer is signed in: the live carts/{uid} listener
// feeds the cart store, and the cart gathered on this device before signing in is merged into it
// once. Rendered (lazily) by the layout only for signed-in visitors, so anonymous visitors never
// download the database SDK for their cart; it draws nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productsQueryOptions } from '@/entities/product/api/products-query';
import { useSession } from '@/entities/session/hooks/use-session';
import { attachAccountCart } from '../api/account-cart';

export function CartAccountSync() {
  const uid = useSession().user?.uid ?? null;
  const client = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    // The catalogue caps merged quantities by the stock (the cached list when there is one).
    return attachAccountCart(uid, () => client.ensureQueryData(productsQueryOptions(client)));
  }, [uid, client]);
  return null;
}
