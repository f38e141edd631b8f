// The shop's internal note on an order lives in order_admin/{order_id} (admins only), never in the
// order, which its customer reads. Saving it alone leaves the order untouched (not even a history
// line: that would tell the customer a note exists); with a status or content change it is
// written right after that change commits (Decision.admin, orders/order-transition.ts).
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { isStoredObject } from '../core/records.js';
import type { AdminPatch, Decision } from '../orders/order-transition.js';

/** The order_admin fields of a note edit; an emptied note is removed. */
export const notePatch = (note: string, by: string, at: string): AdminPatch => ({
  note: note === '' ? null : note,
  note_by: by,
  note_at: at,
});

/** `decision` with the note edit added to what goes to order_admin. */
export function withNote(
  decision: Decision,
  note: string | undefined,
  by: string,
  at: string,
): Decision {
  if (note === undefined || 'refuse' in decision) return decision;
  return { ...decision, admin: { ...decision.admin, ...notePatch(note, by, at) } };
}

const orderIsLive = async (orderId: string): Promise<boolean> => {
  // Only whether it exists and is not claimed: the note never reads the order's content.
  const order: unknown = (await ref(pathOf('orders', orderId)).once('value')).val();
  // Claimed by adminDeleteOrder: about to go, like a missing order.
  return isStoredObject(order) && order.deletion === undefined;
};

/** Saves the note of an existing order; not-found when it is missing or being deleted. */
export async function saveNote(orderId: string, note: string, by: string): Promise<void> {
  if (!(await orderIsLive(orderId))) throw fail('not-found', MESSAGES.orderNotFound);
  const node = ref(pathOf(ORDER_ADMIN, orderId));
  await node.update(notePatch(note, by, new Date().toISOString()));
  // Deleted meanwhile (its order_admin went with it): leave no orphan behind.
  if (!(await orderIsLive(orderId))) {
    await node.remove();
    throw fail('not-found', MESSAGES.orderNotFound);
  }
}
