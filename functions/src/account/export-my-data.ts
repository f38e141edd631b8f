// exportMyData: a copy of everything the shop stores about the caller (right of access and
// portability): the users/{uid} record (identity, phone, addresses, « Mon garage »), the cart,
// the orders, the reviews they wrote, their contact messages and back-in-stock alerts, and how
// often they used each promotion code (promotion_customers/{uid}). Only the
// caller's own records, and only what the customer may see: the shop's internal order data (note,
// which admin acted) lives in order_admin/{order_id}, which is not exported
// (docs/security-model.md, « Private data »).
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { PROMOTION_CUSTOMERS } from '@fohzshop/shared/schemas/promotion';
import { exportMyData as contract } from '@fohzshop/shared/contracts/account';
import { callable } from '../core/callable.js';
import { pathOf } from '../core/db.js';
import { readStoredObject } from '../core/records.js';
import {
  ownContactMessages,
  ownOrders,
  ownReviews,
  ownStockAlerts,
  verifiedEmailOf,
  type Keyed,
} from './own-records.js';

const byDate = (a: Keyed, b: Keyed) =>
  String(a.value.created_at ?? '').localeCompare(String(b.value.created_at ?? ''));
const values = (rows: Keyed[]) => rows.sort(byDate).map(({ value }) => value);

export const exportMyData = callable(contract, async (_data, { auth }) => {
  const uid = auth.uid;
  const verifiedEmail = verifiedEmailOf(auth.token);
  const [user, cart, codes, orders, reviews, messages, alerts] = await Promise.all([
    readStoredObject(pathOf(COLLECTIONS.users, uid)),
    readStoredObject(pathOf(COLLECTIONS.carts, uid)),
    readStoredObject(pathOf(PROMOTION_CUSTOMERS, uid)),
    ownOrders(uid),
    ownReviews(uid),
    ownContactMessages(uid, verifiedEmail),
    ownStockAlerts(uid, verifiedEmail),
  ]);
  return {
    exported_at: new Date().toISOString(),
    user,
    cart,
    orders: values(orders),
    reviews: values(reviews),
    contact_messages: values(messages),
    // The link's hash is the shop's own lock, not data about the customer.
    stock_alerts: values(alerts).map(({ token_hash: _hash, ...alert }) => alert),
    promotion_codes_used: codes,
  };
});
