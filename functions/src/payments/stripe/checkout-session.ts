// What FōhzShop asks Stripe Checkout for one order: one line (the order, whose total the server
// computed in cents), EUR, card only, in French, with the order id as client_reference_id and in
// the metadata (that is how the webhook finds the order), and the return pages of the shop.
import type Stripe from 'stripe';
import { ONLINE_PAYMENT_HOLD_MINUTES } from '@fohzshop/shared/payments';
import { routePath } from '@fohzshop/shared/routes';
import type { PaymentRequest } from '../provider.js';

/**
 * The session closes a quarter of an hour before the order expires (Stripe accepts 30 min to
 * 24 h): a customer paying at the last second is confirmed by the webhook before the expiry job
 * may cancel the order.
 */
export const SESSION_MINUTES = ONLINE_PAYMENT_HOLD_MINUTES - 15;

export function checkoutSessionParams(
  request: PaymentRequest,
  origin: string,
): Stripe.Checkout.SessionCreateParams {
  const { order_id, number, email, totalCents, now } = request;
  const metadata = { order_id, number };
  const success = `${routePath('ORDER_CONFIRMED')}?commande=${encodeURIComponent(order_id)}`;
  return {
    mode: 'payment',
    // Card only: instalments are Alma's, through their own method.
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: totalCents,
          product_data: { name: `Commande ${number}` },
        },
      },
    ],
    success_url: `${origin}${success}`,
    cancel_url: `${origin}${routePath('USER_ORDER_DETAILS', { order_id })}`,
    client_reference_id: order_id,
    customer_email: email,
    locale: 'fr',
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor(now.getTime() / 1000) + SESSION_MINUTES * 60,
  };
}
