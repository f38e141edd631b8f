// Live orders/{order_id}: the rules let its owner read it. Every change (payment confirmed,
// failed, expired) reaches the confirmation page without a reload.
import { onValue, ref } from 'firebase/database';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { db } from '@/lib/firebase/database';

/** Calls back with the order, or null when it is missing, unreadable or malformed. */
export function listenOrder(orderId: string, onChange: (order: Order | null) => void): () => void {
  return onValue(
    ref(db(), `orders/${orderId}`),
    (snapshot) => {
      const parsed = OrderSchema.safeParse(snapshot.val());
      onChange(parsed.success ? parsed.data : null);
    },
    () => onChange(null),
  );
}
