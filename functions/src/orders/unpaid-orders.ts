// The orders awaiting payment, by the indexed status query: the candidates of the expiry, of the
// transfer reminders and of the shop-wide bound on transfers. Each caller parses what it needs.
import { ref } from '../core/db.js';
import { entriesOf } from '../core/records.js';

/** [order id, stored value] of every order whose status is pending_payment. */
export async function unpaidOrderEntries(): Promise<[string, unknown][]> {
  const snapshot = await ref('orders')
    .orderByChild('status')
    .equalTo('pending_payment')
    .once('value');
  return entriesOf(snapshot.val());
}
