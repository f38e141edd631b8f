// placeOrder's steps 5–7, once the stock is reserved: the order number (taken meanwhile), the
// payment's start, and the one multi-path write of the order, its answered request, the payment
// session, the emptied cart and the freed checkout lock (the cards' stock writes run alongside).
// Any failure gives the stock back (place-order.ts).
import type { placeOrder as contract } from '@fohzshop/shared/contracts/orders';
import type { ParsedRequest } from '@fohzshop/shared/contracts/define';
import { isScooter } from '@fohzshop/shared/catalog/product-safety';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { db } from '../core/admin.js';
import { pathOf, ref } from '../core/db.js';
import type { providerFor } from '../payments/provider.js';
import type { cartLines, PricedOrder } from './build-order.js';
import { CHECKOUT_LOCKS } from './checkout-lock.js';
import { doneRecord, requestPath, type OrderAnswer } from './idempotency.js';
import { runOrderFollowUps } from './order-follow-ups.js';
import { newOrderRecord } from './new-order.js';
import { releaseStock, type CardMoves, type Reservation } from './stock.js';
import type { PromotionClaim } from '../promotions/usage.js';

type Request = ParsedRequest<typeof contract>;

export type Placing = {
  uid: string;
  email: string;
  data: Request;
  now: Date;
  at: string;
  lines: ReturnType<typeof cartLines>;
  priced: PricedOrder;
  startPayment: Awaited<ReturnType<ReturnType<typeof providerFor>['prepare']>>;
  /** The order number, taken while the stock was reserved. */
  numbering: Promise<string>;
  reservation: Reservation;
  /** The cards' stock writes, done while the order is written. */
  cardMoves: CardMoves;
  /** The code's use, claimed: given back with the stock on any failure. */
  promotion?: PromotionClaim | undefined;
};

/** Steps 5–7, stock in hand: any failure gives the stock back. */
export async function completeOrder(placing: Placing): Promise<OrderAnswer> {
  const { uid, email, data, now, at, lines, priced, startPayment, reservation } = placing;
  try {
    const number = await placing.numbering;
    const order_id = ref('orders').push().key as string;
    const payment = await startPayment({
      order_id,
      number,
      user_id: uid,
      email,
      method: data.payment_method,
      ...(data.instalments !== undefined && { instalments: data.instalments }),
      totalCents: priced.totalCents,
      shipping_address: data.shipping_address,
      ...(data.billing_address && { billing_address: data.billing_address }),
      now,
    });
    const order: Order = {
      ...newOrderRecord({
        order_id,
        number,
        user_id: uid,
        email,
        priced,
        shipping_address: data.shipping_address,
        billing_address: data.billing_address,
        payment_method: data.payment_method,
        instalments: data.instalments,
        payment,
        reservation,
        event: ORDER_EVENTS.placed,
        by: uid,
        at,
      }),
      idempotency_key: data.idempotency_key,
      // Offered with every scooter (DEEE 1-for-1 take-back): the customer's choice, for the shop.
      ...(priced.items.some(isScooter) && { take_back: data.take_back === true }),
    };
    const answer: OrderAnswer = {
      order_id,
      number,
      ...(payment.payment_url && { payment_url: payment.payment_url }),
    };
    const cartUpdates = Object.fromEntries(
      lines.map((l) => [pathOf('carts', uid, 'items', l.product_id), null]),
    );
    const orderWrite = db()
      .ref()
      .update({
        [pathOf('orders', order_id)]: order,
        [requestPath(uid, data.idempotency_key)]: doneRecord(answer, at),
        ...cartUpdates,
        [pathOf('carts', uid, 'updated_at')]: at,
        // This attempt's checkout lock ends with it (it holds it: the lock outlives any call).
        [pathOf(CHECKOUT_LOCKS, uid)]: null,
        ...payment.writes,
      });
    await Promise.all([orderWrite, ...placing.cardMoves]);
    // The confirmation e-mail is the trigger's (orderMailsOnWrite); this never throws.
    await runOrderFollowUps(null, order);
    return answer;
  } catch (error) {
    // The cards' writes land first, so that giving the stock back leaves them right.
    await Promise.all(placing.cardMoves);
    await Promise.all([releaseStock(reservation), placing.promotion?.release()]);
    throw error;
  }
}
