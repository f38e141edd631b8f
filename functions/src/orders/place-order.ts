// placeOrder: the caller's cart becomes an order.
//   1. claim the idempotency key (a repeated request returns the first answer);
//   2. read the cart and the products, price everything in cents on the server;
//   3. let the payment provider prepare (fails early, before any stock is taken);
//   4. reserve stock (per-product transactions, rolled back together on failure);
//   5. take the order number (counter transaction);
//   6. write the order, the answered request, the payment session and the emptied cart lines
//      in ONE multi-path update: either all of it exists or none of it does.
// Any failure after step 4 gives the stock back and frees the key for a retry.
import { placeOrder as contract } from '@fohzshop/shared/contracts/orders';
import type { ParsedRequest } from '@fohzshop/shared/contracts/define';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_EVENTS, ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { db } from '../core/admin.js';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { providerFor } from '../payments/provider.js';
import { cartLines, priceOrder, type PricedOrder } from './build-order.js';
import {
  claimRequest,
  doneRecord,
  releaseClaim,
  requestPath,
  type OrderAnswer,
} from './idempotency.js';
import { nextOrderNumber } from './order-number.js';
import {
  ProductGone,
  releaseStock,
  reserveStock,
  StockShortage,
  type Reservation,
} from './stock.js';

type Request = ParsedRequest<typeof contract>;

async function readValue(path: string): Promise<unknown> {
  return (await ref(path).once('value')).val();
}

async function customerEmail(uid: string, tokenEmail: unknown): Promise<string> {
  if (typeof tokenEmail === 'string' && tokenEmail !== '') return tokenEmail;
  const stored = await readValue(pathOf('users', uid, 'email'));
  if (typeof stored === 'string' && stored !== '') return stored;
  throw fail('failed-precondition', ORDER_MESSAGES.noEmail);
}

/** Stock errors in French, with the product's name. */
async function reserve(priced: PricedOrder): Promise<Reservation> {
  const nameOf = (id: string) => priced.items.find((i) => i.product_id === id)?.name ?? id;
  try {
    return await reserveStock(priced.stock);
  } catch (error) {
    if (error instanceof StockShortage)
      throw fail(
        'failed-precondition',
        ORDER_MESSAGES.outOfStock(nameOf(error.productId), error.available),
      );
    if (error instanceof ProductGone)
      throw fail('failed-precondition', ORDER_MESSAGES.productUnavailable(nameOf(error.productId)));
    if (error instanceof Error && /maxretry/i.test(error.message))
      throw fail('unavailable', ORDER_MESSAGES.busy);
    throw error;
  }
}

async function place(uid: string, email: string, data: Request): Promise<OrderAnswer> {
  const now = new Date();
  const at = now.toISOString();
  const lines = cartLines(await readValue(pathOf('carts', uid)));
  const products = Object.fromEntries(
    await Promise.all(
      lines.map(async (l) => [l.product_id, await readValue(pathOf('products', l.product_id))]),
    ),
  ) as Record<string, unknown>;
  const priced = priceOrder(lines, products, { instalments: data.instalments }, now);
  const startPayment = await providerFor(data.payment_method).prepare(now);
  const reservation = await reserve(priced);
  try {
    const number = await nextOrderNumber(now);
    const order_id = ref('orders').push().key as string;
    const payment = startPayment({
      order_id,
      number,
      user_id: uid,
      method: data.payment_method,
      ...(data.instalments !== undefined && { instalments: data.instalments }),
      totalCents: priced.totalCents,
      now,
    });
    const order: Order = {
      order_id,
      number,
      user_id: uid,
      email,
      items: priced.items,
      totals: priced.totals,
      shipping_address: data.shipping_address,
      ...(data.billing_address && { billing_address: data.billing_address }),
      payment: {
        method: data.payment_method,
        provider: payment.provider,
        status: 'pending',
        ...(data.instalments !== undefined && { instalments: data.instalments }),
        ...(priced.schedule && { schedule: priced.schedule }),
        ...(payment.provider_ref && { provider_ref: payment.provider_ref }),
        ...(payment.transfer && { transfer: payment.transfer }),
      },
      delivery: { status: 'pending' },
      status: 'pending_payment',
      history: [{ at, event: ORDER_EVENTS.placed, by: uid }],
      created_at: at,
      updated_at: at,
      expires_at: payment.expires_at,
      stock_reserved: reservation,
      idempotency_key: data.idempotency_key,
    };
    const answer: OrderAnswer = {
      order_id,
      number,
      ...(payment.payment_url && { payment_url: payment.payment_url }),
    };
    const cartUpdates = Object.fromEntries(
      lines.map((l) => [pathOf('carts', uid, 'items', l.product_id), null]),
    );
    await db()
      .ref()
      .update({
        [pathOf('orders', order_id)]: order,
        [requestPath(uid, data.idempotency_key)]: doneRecord(answer, at),
        ...cartUpdates,
        [pathOf('carts', uid, 'updated_at')]: at,
        ...payment.writes,
      });
    return answer;
  } catch (error) {
    await releaseStock(reservation);
    throw error;
  }
}

export const placeOrder = callable(
  contract,
  async (data, { auth }) => {
    const email = await customerEmail(auth.uid, auth.token.email);
    const claim = await claimRequest(auth.uid, data.idempotency_key);
    if (!claim.claimed) return claim.answer;
    try {
      return await place(auth.uid, email, data);
    } catch (error) {
      await releaseClaim(auth.uid, data.idempotency_key);
      throw error;
    }
  },
  { failureMessage: MESSAGES.orderFailed },
);
