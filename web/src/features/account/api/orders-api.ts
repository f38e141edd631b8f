// The customer's orders, live: the one query the rules allow on orders/ (user_id equal to the
// caller's uid), and one order by id (readable by its owner only).
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { db } from '@/lib/firebase/database';

type Stop = () => void;

/** A stored order, or null when it does not match the schema (never shown half-read). */
export function parseOrder(value: unknown): Order | null {
  const parsed = OrderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Newest first. */
export function parseOrders(value: unknown): Order[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value)
    .map(parseOrder)
    .filter((order): order is Order => order !== null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function listenMyOrders(
  uid: string,
  onData: (orders: Order[]) => void,
  onError: (error: Error) => void,
): Stop {
  const mine = query(ref(db(), COLLECTIONS.orders), orderByChild('user_id'), equalTo(uid));
  return onValue(mine, (snapshot) => onData(parseOrders(snapshot.val())), onError);
}

export function listenOrder(
  orderId: string,
  onData: (order: Order | null) => void,
  onError: (error: Error) => void,
): Stop {
  return onValue(
    ref(db(), `${COLLECTIONS.orders}/${orderId}`),
    (snapshot) => onData(parseOrder(snapshot.val())),
    onError,
  );
}
