// deleteMyAccount: the customer erases their account. users/{uid}, carts/{uid}, the
// idempotency records of their order requests, their checkout lock, their contact messages and
// back-in-stock alerts are deleted, their reviews and the traces of orders the shop deleted lose their name, and the Auth
// account goes last.
// Orders are NOT deleted: invoices and the accounting records they back must be kept for ten
// years (commercial code), so each order is anonymised instead —
// name, e-mail, phone and street replaced by a marker, amounts, number, items and dates kept
// (docs/data-model.md, « Account deletion »).
// Refused while an order is in progress (unpaid, paid but not delivered, or with an open
// return): the shop still owes the customer goods or money and must be able to reach them.
// The same update writes the tombstone deleted_accounts/{uid}: an ID token issued before the
// deletion stays valid for up to an hour, and the rules and the callable wrapper refuse it by
// that record (no new users/{uid}, cart or order). The refresh tokens are revoked too.
// Each step converges on retry: a failure leaves the Auth account, so the customer can sign in
// and ask again (this callable alone still runs after the tombstone, to finish the deletion).
import { PROMOTION_CUSTOMERS } from '@fohzshop/shared/schemas/promotion';
import {
  ACCOUNT_MESSAGES,
  ANONYMISED,
  ANONYMISED_USER_ID,
  RECENT_LOGIN_MAX_AGE_S,
  anonymiseOrder,
  isOrderInProgress,
} from '@fohzshop/shared/account-orders';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { deleteMyAccount as contract } from '@fohzshop/shared/contracts/account';
import { auth as adminAuth, db } from '../core/admin.js';
import { callable, type AuthData } from '../core/callable.js';
import { pathOf, ref, type PathUpdates } from '../core/db.js';
import { fail } from '../core/errors.js';
import { parseOrder } from '../core/records.js';
import { fieldOf, isStoredObject } from '../core/stored-value.js';
import { CHECKOUT_LOCKS } from '../orders/checkout-lock.js';
import { ORDER_REQUESTS } from '../orders/idempotency.js';
import { moveWaitingCount } from '../stock-alerts/alert-records.js';
import {
  ownContactMessages,
  ownDeletedOrders,
  ownOrders,
  ownReviewIds,
  ownStockAlerts,
  verifiedEmailOf,
} from './own-records.js';

/** Author shown on the reviews a deleted customer wrote. */
const FORMER_CUSTOMER = 'Ancien client';

/** A stolen session must not be enough: the password was typed within the last minutes. */
function requireRecentLogin(token: AuthData['token'], nowS: number): void {
  const authTime = Number(token.auth_time);
  if (!Number.isFinite(authTime) || nowS - authTime > RECENT_LOGIN_MAX_AGE_S)
    throw fail('failed-precondition', ACCOUNT_MESSAGES.recentLoginRequired);
}

/** Anonymises one order in a transaction that re-checks it is not in progress. */
async function anonymise(orderId: string, uid: string, at: string): Promise<'done' | 'busy'> {
  let busy = false;
  await ref(pathOf(COLLECTIONS.orders, orderId)).transaction((current: unknown) => {
    busy = false;
    if (!isStoredObject(current)) return current; // null: the empty cache (core/db.ts)
    // Already anonymised by an earlier attempt, or no longer this customer's.
    if (current.user_id !== uid) return undefined;
    if (isOrderInProgress(parseOrder(current, orderId))) {
      busy = true;
      return undefined;
    }
    return anonymiseOrder(current, uid, at);
  });
  return busy ? 'busy' : 'done';
}

/** Removes the Auth account after its sessions; already gone (a lost answer) is the same outcome. */
async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await adminAuth().revokeRefreshTokens(uid);
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if (fieldOf(error, 'code') !== 'auth/user-not-found') throw error;
  }
}

async function deleteAccount(auth: AuthData): Promise<number> {
  const uid = auth.uid;
  const now = new Date();
  requireRecentLogin(auth.token, Math.floor(now.getTime() / 1000));
  // The tombstone is written with the last database step: only the Auth account may be left.
  const tombstone = await ref(pathOf(COLLECTIONS.deletedAccounts, uid)).once('value');
  if (tombstone.exists()) {
    await deleteAuthAccount(uid);
    return 0;
  }
  const orders = await ownOrders(uid);
  const inProgress = orders.filter(({ id, value }) => isOrderInProgress(parseOrder(value, id)));
  if (inProgress.length > 0)
    throw fail(
      'failed-precondition',
      ACCOUNT_MESSAGES.orderInProgress(
        inProgress.map(({ id, value }) => String(value.number ?? id)),
      ),
    );
  const at = now.toISOString();
  for (const { id, value } of orders) {
    // An order that moved on since the check above (e.g. placed meanwhile) stops everything.
    if ((await anonymise(id, uid, at)) === 'busy')
      throw fail(
        'failed-precondition',
        ACCOUNT_MESSAGES.orderInProgress([String(value.number ?? id)]),
      );
  }
  const [reviews, deletions, messages, alerts] = await Promise.all([
    ownReviewIds(uid),
    ownDeletedOrders(uid),
    ownContactMessages(uid, verifiedEmailOf(auth.token)),
    ownStockAlerts(uid, verifiedEmailOf(auth.token)),
  ]);
  const writes: PathUpdates = {
    [pathOf(COLLECTIONS.users, uid)]: null,
    [pathOf(COLLECTIONS.carts, uid)]: null,
    [pathOf(ORDER_REQUESTS, uid)]: null,
    // Keyed by uid: a lock left by an interrupted checkout would outlive the account.
    [pathOf(CHECKOUT_LOCKS, uid)]: null,
    [pathOf(COLLECTIONS.emailVerificationSends, uid)]: null,
    // Which promotion codes this customer used, how often (promotions/usage.ts).
    [pathOf(PROMOTION_CUSTOMERS, uid)]: null,
    // Only the date: which uid was deleted, so that its remaining tokens are refused.
    [pathOf(COLLECTIONS.deletedAccounts, uid)]: { deleted_at: at },
  };
  for (const { id } of messages) writes[pathOf(COLLECTIONS.contactMessages, id)] = null;
  for (const { id } of alerts) writes[pathOf(STOCK_ALERTS, id)] = null;
  // The trace of an order the shop deleted keeps its amounts, never the customer's name.
  for (const { id } of deletions) {
    writes[pathOf(COLLECTIONS.orderDeletions, id, 'user_id')] = ANONYMISED_USER_ID;
    writes[pathOf(COLLECTIONS.orderDeletions, id, 'customer')] = ANONYMISED;
  }
  // The review stays (its text is the shop's public record), without a name or an author uid.
  for (const id of reviews) {
    writes[pathOf(COLLECTIONS.reviewAuthors, id)] = null;
    writes[pathOf(COLLECTIONS.reviews, id, 'author_name')] = FORMER_CUSTOMER;
  }
  await db().ref().update(writes);
  // The products' counts of waiting people follow (the nightly recount heals a crash here).
  for (const { value } of alerts)
    if (value.status === 'active') await moveWaitingCount(String(value.product_id), -1);
  await deleteAuthAccount(uid);
  return orders.length;
}

export const deleteMyAccount = callable(
  contract,
  async (_data, { auth }) => ({ ok: true as const, anonymised_orders: await deleteAccount(auth) }),
  { finishesDeletion: true },
);
