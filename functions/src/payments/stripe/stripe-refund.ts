// A refund through Stripe: the order keeps the Checkout Session id, so the session is read back
// for its PaymentIntent, then `POST /v1/refunds` (payment_intent, amount in cents) with the
// refund's idempotency key: a retried refund returns Stripe's first answer, never a second one.
import * as logger from 'firebase-functions/logger';
import type Stripe from 'stripe';
import { isHttpsError } from '../../core/errors.js';
import type { RefundRequest, RefundResult } from '../provider.js';
import { providerRefused, providerUnreachable } from '../refund-messages.js';
import { stripeClient } from './stripe-client.js';

const NAME = 'Stripe';
const REFUSED_STATUSES = new Set(['failed', 'canceled']);

async function paymentIntentOf(stripe: Stripe, ref: string): Promise<string> {
  if (ref.startsWith('pi_')) return ref;
  const session = await stripe.checkout.sessions.retrieve(ref);
  const intent = session.payment_intent;
  if (!intent) throw providerRefused(NAME, 'no_payment');
  return typeof intent === 'string' ? intent : intent.id;
}

/** 4xx (but 429): Stripe refused; anything else (network, 5xx, 429): unreachable. */
function mapError(error: unknown, request: RefundRequest): never {
  const { type, code, statusCode, message } = (error ?? {}) as Record<string, unknown>;
  logger.error('stripe refund failed', {
    order_id: request.order_id,
    type,
    code,
    statusCode,
    message,
  });
  const status = typeof statusCode === 'number' ? statusCode : 0;
  if (status >= 400 && status < 500 && status !== 429)
    throw providerRefused(NAME, type === 'StripeIdempotencyError' ? 'idempotency_error' : code);
  throw providerUnreachable(NAME);
}

export async function stripeRefund(request: RefundRequest): Promise<RefundResult> {
  const stripe = stripeClient();
  if (!stripe) {
    logger.error('stripe refund without STRIPE_SECRET_KEY');
    throw providerUnreachable(NAME);
  }
  if (!request.provider_ref) throw providerRefused(NAME, 'no_payment');
  let refund: Stripe.Refund;
  try {
    const payment_intent = await paymentIntentOf(stripe, request.provider_ref);
    refund = await stripe.refunds.create(
      {
        payment_intent,
        amount: request.amount_cents,
        metadata: { order_id: request.order_id, number: request.number },
      },
      { idempotencyKey: request.idempotency_key },
    );
  } catch (error) {
    if (isHttpsError(error)) throw error;
    mapError(error, request);
  }
  if (REFUSED_STATUSES.has(refund.status ?? '') || refund.amount !== request.amount_cents) {
    logger.error('stripe refund not accepted', {
      order_id: request.order_id,
      refund: refund.id,
      status: refund.status,
      amount: refund.amount,
    });
    throw providerRefused(NAME, refund.amount !== request.amount_cents ? 'unexpected' : undefined);
  }
  return { provider_refund_id: refund.id };
}
