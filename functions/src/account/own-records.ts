// The records that belong to one customer, read with the Admin SDK: orders, reviews and traces
// of deleted orders are found by their user_id child (indexed in database.rules.json).
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { ref, type Row } from '../core/db.js';

export type Keyed = { id: string; value: Row };

/** Children of `collection` whose user_id is `uid`, oldest key first. */
export async function ownedBy(collection: string, uid: string): Promise<Keyed[]> {
  const snapshot = await ref(collection).orderByChild('user_id').equalTo(uid).once('value');
  const found: Keyed[] = [];
  snapshot.forEach((child) => {
    const value = child.val() as unknown;
    // equalTo is exact, but a stray non-object child must never reach the caller.
    if (child.key && value && typeof value === 'object' && (value as Row).user_id === uid)
      found.push({ id: child.key, value: value as Row });
  });
  return found;
}

export const ownOrders = (uid: string) => ownedBy(COLLECTIONS.orders, uid);
export const ownReviews = (uid: string) => ownedBy(COLLECTIONS.reviews, uid);
export const ownDeletedOrders = (uid: string) => ownedBy(COLLECTIONS.orderDeletions, uid);

export async function readRow(path: string): Promise<Row | null> {
  const value = (await ref(path).once('value')).val() as unknown;
  return value && typeof value === 'object' ? (value as Row) : null;
}
