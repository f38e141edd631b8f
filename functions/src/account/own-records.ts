// The records that belong to one customer, read with the Admin SDK: orders and traces of deleted
// orders by their user_id child, reviews through review_authors (a review carries no uid: it is
// public once published), contact messages by the uid stored with them and, when the account's
// e-mail address is verified, by that address (messages sent before signing in); back-in-stock
// alerts likewise. All indexed in database.rules.json.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import type { Query } from 'firebase-admin/database';
import { pathOf, ref } from '../core/db.js';
import { readStoredObject } from '../core/records.js';
import { isStoredObject, type StoredObject } from '../core/stored-value.js';

/**
 * One of the customer's records as stored, every field kept: the export hands back all the shop
 * stores (a field no schema knows included); callers that decide on a record parse it.
 */
export type Keyed = { id: string; value: StoredObject };

/** Object children of a query's answer, oldest key first, that `keep` accepts. */
async function objectsOf(query: Query, keep: (value: StoredObject) => boolean): Promise<Keyed[]> {
  const snapshot = await query.once('value');
  const found: Keyed[] = [];
  snapshot.forEach((child) => {
    const value: unknown = child.val();
    // equalTo is exact, but a stray non-object child must never reach the caller.
    if (child.key && isStoredObject(value) && keep(value)) found.push({ id: child.key, value });
  });
  return found;
}

/** Children of `collection` whose user_id is `uid`, oldest key first. */
export const ownedBy = (collection: string, uid: string): Promise<Keyed[]> =>
  objectsOf(ref(collection).orderByChild('user_id').equalTo(uid), (value) => value.user_id === uid);

export const ownOrders = (uid: string) => ownedBy(COLLECTIONS.orders, uid);
export const ownDeletedOrders = (uid: string) => ownedBy(COLLECTIONS.orderDeletions, uid);

/** Ids of the reviews `uid` wrote (review_authors/{review_id} = uid). */
export async function ownReviewIds(uid: string): Promise<string[]> {
  const snapshot = await ref(COLLECTIONS.reviewAuthors).orderByValue().equalTo(uid).once('value');
  const ids: string[] = [];
  snapshot.forEach((child) => {
    if (child.key && child.val() === uid) ids.push(child.key);
  });
  return ids;
}

/** The reviews `uid` wrote, as stored (without uid). */
export async function ownReviews(uid: string): Promise<Keyed[]> {
  const ids = await ownReviewIds(uid);
  const rows = await Promise.all(
    ids.map((id) => readStoredObject(pathOf(COLLECTIONS.reviews, id))),
  );
  return ids.flatMap((id, i) => {
    const value = rows[i];
    return value ? [{ id, value }] : [];
  });
}

/**
 * Contact messages sent by `uid` signed in, and — only when `verifiedEmail` is given, i.e. the
 * account proved it owns that address — those sent from that address. An unverified address
 * could be anyone's: it would hand a stranger's messages to whoever signed up with it.
 */
export async function ownContactMessages(
  uid: string,
  verifiedEmail: string | undefined,
): Promise<Keyed[]> {
  const messages = ref(COLLECTIONS.contactMessages);
  const emails = verifiedEmail ? [...new Set([verifiedEmail, verifiedEmail.toLowerCase()])] : [];
  const found = await Promise.all([
    objectsOf(messages.orderByChild('user_id').equalTo(uid), (value) => value.user_id === uid),
    ...emails.map((email) =>
      objectsOf(messages.orderByChild('email').equalTo(email), (value) => value.email === email),
    ),
  ]);
  const byId = new Map(found.flat().map((message) => [message.id, message]));
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Back-in-stock alerts asked for signed in with the account's own address (stored with the uid)
 * and, when `verifiedEmail` is given, those of that address (stored in lower case), like the
 * contact messages.
 */
export async function ownStockAlerts(
  uid: string,
  verifiedEmail: string | undefined,
): Promise<Keyed[]> {
  const alerts = ref(STOCK_ALERTS);
  const email = verifiedEmail?.toLowerCase();
  const found = await Promise.all([
    objectsOf(alerts.orderByChild('user_id').equalTo(uid), (value) => value.user_id === uid),
    ...(email
      ? [objectsOf(alerts.orderByChild('email').equalTo(email), (value) => value.email === email)]
      : []),
  ]);
  const byId = new Map(found.flat().map((alert) => [alert.id, alert]));
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** The verified e-mail address of an ID token, if any. */
export function verifiedEmailOf(token: { email?: string; email_verified?: boolean }) {
  return token.email_verified === true && token.email ? token.email : undefined;
}
