// A signed-in customer's own orders, read once to pre-fill the withdrawal form (the one query
// the rules allow on orders/: user_id equal to the caller's uid).
import { equalTo, get, orderByChild, query, ref } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { db } from '@/lib/firebase/database';

export async function fetchMyOrders(uid: string): Promise<Order[]> {
  const mine = query(ref(db(), COLLECTIONS.orders), orderByChild('user_id'), equalTo(uid));
  const value: unknown = (await get(mine)).val();
  if (!value || typeof value !== 'object') return [];
  return Object.values(value)
    .map((raw) => OrderSchema.safeParse(raw))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
