// placeOrder: the caller's cart becomes an order.
//   1. claim the idempotency key (a repeated request returns the first answer) and, at the
//      same time, the customer's checkout lock (another tab's attempt on the same cart is
//      refused meanwhile);
//   2. read the cart and the products, price everything in cents on the server;
//   3. check the reservation limits (reservation-guard.ts: what one account and one order may
//      hold unpaid; a bank transfer also needs a verified e-mail address), and let the payment
//      provider prepare (fails early, before any stock is taken);
//   4. reserve stock (per-product transactions, rolled back together on failure) and, at the
//      same time, take the order number (counter transaction; steps 5–7: complete-order.ts);
//   6. start the payment: for Stripe / Alma an HTTP call that creates the hosted payment for
//      this order id and number — after the stock is ours, so that a customer is never sent to
//      pay for units another order took;
//   7. write the order, the answered request, the payment session and the emptied cart lines
//      in ONE multi-path update: either all of it exists or none of it does.
// Any failure after step 4 (provider down included) gives the stock back — only this call
// holds the reservation, so it is released exactly once — keeps the cart and frees the key
// for a retry. A hosted payment created before a failed write is never shown to anyone and
// expires at the provider (docs/decisions/0005-payment-providers.md).
import { placeOrder as contract } from '@fohzshop/shared/contracts/orders';
import type { ParsedRequest } from '@fohzshop/shared/contracts/define';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { SAFETY_MESSAGES, isScooter } from '@fohzshop/shared/catalog/product-safety';
import { MESSAGES } from '@fohzshop/shared/messages';
import { RESERVATION_MESSAGES } from '@fohzshop/shared/reservations/messages';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { holdValue } from '../core/held-value.js';
import { fail } from '../core/errors.js';
import { originLimited } from '../core/origin-limits.js';
import { viewGuardSalt } from '../core/visitor.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { providerFor } from '../payments/provider.js';
import { cartLines, priceOrder, type PricedOrder } from './build-order.js';
import { claimRequest, releaseClaim, type OrderAnswer } from './idempotency.js';
import { completeOrder } from './complete-order.js';
import { lockCheckout, unlockCheckout } from './checkout-lock.js';
import { nextOrderNumber, orderCounterPath } from './order-number.js';
import { reserveOrFail } from './reserve.js';
import { checkReservationLimits } from './reservation-guard.js';
import { hasVerifiedEmail } from '../auth/verified-email.js';
import { readTypedPromotion } from '../promotions/promotion-records.js';
import { claimPromotionUse } from '../promotions/usage.js';
import type { CardMoves, Reservation } from './stock.js';

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

/** Stock errors in French, with the product's name; the card writes are left to the caller. */
function reserve(priced: PricedOrder, cardMoves: CardMoves): Promise<Reservation> {
  const nameOf = (id: string) => priced.items.find((i) => i.product_id === id)?.name ?? id;
  return reserveOrFail(priced.stock, nameOf, cardMoves);
}

async function place(uid: string, email: string, data: Request): Promise<OrderAnswer> {
  const now = new Date();
  const at = now.toISOString();
  // Started now, awaited after pricing (a pricing error is reported first, as before).
  const preparing = providerFor(data.payment_method).prepare(now);
  preparing.catch(() => undefined);
  // The counter and the products stay in cache while this call works (held-value.ts).
  const held = [holdValue(orderCounterPath(now))];
  try {
    const lines = cartLines(await readValue(pathOf('carts', uid)));
    const products = new Map(
      await Promise.all(
        lines.map(async (l): Promise<[string, unknown]> => {
          const product = holdValue(pathOf('products', l.product_id));
          held.push(product);
          return [l.product_id, await product.value];
        }),
      ),
    );
    // One code per order, read as stored now; the client never sends an amount.
    const asked =
      data.promotion_code === undefined
        ? undefined
        : { promo: await readTypedPromotion(data.promotion_code) };
    const priced = priceOrder(lines, products, { instalments: data.instalments }, now, true, asked);
    // The 1-for-1 take-back is offered with a scooter only (complete-order.ts records the choice).
    if (data.take_back === true && !priced.items.some(isScooter))
      throw fail('failed-precondition', SAFETY_MESSAGES.takeBackWithoutScooter);
    const available = Object.fromEntries(
      lines.map((l) => [
        l.product_id,
        parseStoredProduct(products.get(l.product_id), l.product_id)?.stock ?? 0,
      ]),
    );
    await checkReservationLimits({ uid, method: data.payment_method, priced, available });
    // The code's use is claimed (live counters, usage.ts) before any number or stock is taken:
    // a refused code takes nothing; a later failure gives the use back.
    const promotion = asked?.promo ? await claimPromotionUse(asked.promo, uid) : undefined;
    let startPayment: Awaited<typeof preparing>;
    let numbering: Promise<string>;
    let reservation: Reservation;
    const cardMoves: CardMoves = [];
    try {
      startPayment = await preparing;
      // The number is taken while the stock is (one round trip for both): an attempt refused for
      // stock leaves a gap in the order numbers, which is allowed (invoice numbers stay gapless).
      numbering = nextOrderNumber(now);
      numbering.catch(() => undefined);
      reservation = await reserve(priced, cardMoves);
    } catch (error) {
      await promotion?.release();
      throw error;
    }
    return await completeOrder({
      promotion,
      uid,
      email,
      data,
      now,
      at,
      lines,
      priced,
      startPayment,
      numbering,
      reservation,
      cardMoves,
    });
  } finally {
    held.forEach((value) => value.release());
  }
}

export const placeOrder = callable(
  contract,
  // Per-origin and shop-wide caps on orders placed (core/origin-limits.ts), checked first.
  originLimited('orders', async (data, { auth }) => {
    const { uid } = auth;
    const key = data.idempotency_key;
    const email = await customerEmail(uid, auth.token.email);
    // A transfer holds the stock for days: only for an address the customer has confirmed.
    if (data.payment_method === 'bank_transfer' && !(await hasVerifiedEmail(uid, auth.token)))
      throw fail('failed-precondition', RESERVATION_MESSAGES.transferNeedsVerifiedEmail);
    // Two independent transactions, in one round trip. The lock is keyed by the idempotency
    // key: a repeat of this request shares it with the first call (which frees it), never
    // takes another's; if the claim fails, a lock left here lapses like a crashed call's.
    const [claim, locked] = await Promise.all([claimRequest(uid, key), lockCheckout(uid, key)]);
    if (!claim.claimed) {
      // The first call placed the order and freed the lock; one taken here after that goes too.
      await unlockCheckout(uid, key);
      return claim.answer;
    }
    try {
      if (!locked) throw fail('failed-precondition', ORDER_MESSAGES.checkoutInProgress);
      try {
        return await place(uid, email, data); // its last write frees the lock
      } catch (error) {
        await unlockCheckout(uid, key);
        throw error;
      }
    } catch (error) {
      await releaseClaim(uid, key);
      throw error;
    }
  }),
  // The provider keys and the origin hash's key: Cloud Functions mounts only declared secrets.
  {
    failureMessage: MESSAGES.orderFailed,
    secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY, viewGuardSalt],
  },
);
