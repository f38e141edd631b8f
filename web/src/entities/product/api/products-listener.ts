// The one RTDB listener on `products` (loaded on demand, so the database SDK stays out of the
// initial bundle). It hands the raw snapshot value over; normalising is shared domain logic.
import { onValue, ref } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { db } from '@/lib/firebase/database';

export function listenProducts(
  onData: (raw: unknown) => void,
  onError: (error: Error) => void,
): () => void {
  return onValue(ref(db(), COLLECTIONS.products), (snapshot) => onData(snapshot.val()), onError);
}
