// adminCreateOrder: the shop creates an order for an existing customer (an order taken by
// phone). Same steps as placeOrder: prices from the catalogue in cents, the provider prepared
// before any stock is taken, per-product stock transactions rolled back on failure, a number
// from the yearly counter, then the order and the provider's records in one multi-path update.
import { adminCreateOrder as contract } from '@fohzshop/shared/contracts/orders';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { db } from '../core/admin.js';
import { requireAuthUser } from '../core/admin-claim.js';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { priceOrder } from '../orders/build-order.js';
import { newOrderAdmin, newOrderRecord } from '../orders/new-order.js';
import { runOrderFollowUps } from '../orders/order-follow-ups.js';
import { nextOrderNumber } from '../orders/order-number.js';
import { reserveOrFail } from '../orders/reserve.js';
import { releaseStock } from '../orders/stock.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { providerFor } from '../payments/provider.js';
import { readProducts } from './read-order.js';

async function customerEmail(uid: string): Promise<string> {
  const account = await requireAuthUser(uid);
  if (account.email) return account.email;
  const stored: unknown = (await ref(pathOf('users', uid, 'email')).once('value')).val();
  if (typeof stored === 'string' && stored !== '') return stored;
  throw fail('failed-precondition', ADMIN_ORDER_MESSAGES.customerNoEmail);
}

export const adminCreateOrder = callable(
  contract,
  async (data, { auth }) => {
    const now = new Date();
    const at = now.toISOString();
    const email = await customerEmail(data.user_id);
    const products = await readProducts(data.items.map((line) => line.product_id));
    const priced = priceOrder(data.items, products, { instalments: data.instalments }, now);
    const startPayment = await providerFor(data.payment_method).prepare(now);
    const nameOf = (id: string) => priced.items.find((i) => i.product_id === id)?.name ?? id;
    const reservation = await reserveOrFail(priced.stock, nameOf);
    try {
      const number = await nextOrderNumber(now);
      const order_id = ref('orders').push().key as string;
      const payment = await startPayment({
        order_id,
        number,
        user_id: data.user_id,
        email,
        method: data.payment_method,
        ...(data.instalments !== undefined && { instalments: data.instalments }),
        totalCents: priced.totalCents,
        shipping_address: data.shipping_address,
        ...(data.billing_address && { billing_address: data.billing_address }),
        now,
      });
      const creation = {
        order_id,
        number,
        user_id: data.user_id,
        email,
        priced,
        shipping_address: data.shipping_address,
        billing_address: data.billing_address,
        payment_method: data.payment_method,
        instalments: data.instalments,
        payment,
        reservation,
        event: ADMIN_ORDER_EVENTS.created,
        by: auth.uid,
        at,
      };
      const order = newOrderRecord(creation);
      await db()
        .ref()
        .update({
          [pathOf('orders', order_id)]: order,
          // Admins only: who created it and the internal note (the customer reads the order).
          [pathOf(ORDER_ADMIN, order_id)]: newOrderAdmin(creation, data.note),
          ...payment.writes,
        });
      // Invoice and credit notes if due (the e-mails are the trigger's); never throws.
      await runOrderFollowUps(null, order);
      return { order_id, number, ...(payment.payment_url && { payment_url: payment.payment_url }) };
    } catch (error) {
      await releaseStock(reservation);
      throw error;
    }
  },
  { secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY] },
);
