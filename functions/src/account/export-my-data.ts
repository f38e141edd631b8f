// exportMyData: a copy of everything the shop stores about the caller (right of access and
// portability): the users/{uid} record (identity, phone, addresses, « Mon garage »), the cart,
// the orders and the reviews. Only the caller's own records: every path is keyed by their uid.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { exportMyData as contract } from '@fohzshop/shared/contracts/account';
import { callable } from '../core/callable.js';
import { pathOf } from '../core/db.js';
import { ownOrders, ownReviews, readRow } from './own-records.js';

export const exportMyData = callable(contract, async (_data, { auth }) => {
  const uid = auth.uid;
  const [user, cart, orders, reviews] = await Promise.all([
    readRow(pathOf(COLLECTIONS.users, uid)),
    readRow(pathOf(COLLECTIONS.carts, uid)),
    ownOrders(uid),
    ownReviews(uid),
  ]);
  const byDate = (a: { value: Record<string, unknown> }, b: { value: Record<string, unknown> }) =>
    String(a.value.created_at ?? '').localeCompare(String(b.value.created_at ?? ''));
  return {
    exported_at: new Date().toISOString(),
    user,
    cart,
    orders: orders.sort(byDate).map(({ value }) => value),
    reviews: reviews.sort(byDate).map(({ value }) => value),
  };
});
