// Card payments through Stripe Checkout: placeOrder creates one Checkout Session per order and
// sends the customer to its hosted page; stripe-webhook.ts learns how it ended; refunds go
// through stripe-refund.ts.
import * as logger from 'firebase-functions/logger';
import { ONLINE_PAYMENT_HOLD_MINUTES } from '@fohzshop/shared/payments';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../../core/errors.js';
import { webOrigin } from '../payment-params.js';
import type { PaymentProvider } from '../provider.js';
import { checkoutSessionParams, SESSION_MINUTES } from './checkout-session.js';
import { stripeClient, stripeErrorFields } from './stripe-client.js';
import { stripeClose } from './stripe-close.js';
import { findStripeRefund, stripeRefund } from './stripe-refund.js';

const unavailable = () => fail('unavailable', ORDER_MESSAGES.onlinePaymentUnavailable);

export const stripeProvider: PaymentProvider = {
  id: 'stripe',
  async prepare() {
    const stripe = stripeClient();
    if (!stripe) {
      logger.error('stripe enabled without STRIPE_SECRET_KEY');
      throw unavailable();
    }
    const origin = webOrigin();
    return async (request) => {
      let session;
      try {
        session = await stripe.checkout.sessions.create(
          checkoutSessionParams(request, origin),
          // One session per order, even if this request were ever sent twice.
          { idempotencyKey: `checkout-${request.order_id}` },
        );
      } catch (error) {
        const { type, code, statusCode, message } = stripeErrorFields(error);
        logger.error('stripe checkout session failed', {
          order_id: request.order_id,
          type,
          code,
          statusCode,
          message,
        });
        throw unavailable();
      }
      if (!session.url || session.amount_total !== request.totalCents) {
        logger.error('stripe checkout session unusable', {
          order_id: request.order_id,
          session: session.id,
          amount_total: session.amount_total,
        });
        throw unavailable();
      }
      return {
        provider: 'stripe',
        payment_url: session.url,
        // The session's own end (Stripe answers it), else the one we asked for.
        payment_url_expires_at: new Date(
          typeof session.expires_at === 'number'
            ? session.expires_at * 1000
            : request.now.getTime() + SESSION_MINUTES * 60_000,
        ).toISOString(),
        provider_ref: session.id,
        expires_at: new Date(
          request.now.getTime() + ONLINE_PAYMENT_HOLD_MINUTES * 60_000,
        ).toISOString(),
      };
    };
  },
  refund: stripeRefund,
  findRefund: findStripeRefund,
  close: stripeClose,
};
