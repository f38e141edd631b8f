// A refund through Stripe: the order keeps the Checkout Session id, so the session is read back
// for its PaymentIntent, then `POST /v1/refunds` (payment_intent, amount in cents) with the
// request's idempotency key, also written in the refund's metadata. Stripe answers a repeated
// key with its first answer, but only for 24 hours: a later attempt of a request that may have
// reached Stripe (sent_before) first lists the PaymentIntent's refunds and returns the one
// carrying the key, so a retry after any delay never makes a second refund.
import * as logger from 'firebase-functions/logger';
import type Stripe from 'stripe';
import { isHttpsError } from '../../core/errors.js';
import type { RefundRequest, RefundResult } from '../provider.js';
import { providerRefused, providerUnreachable } from '../refund-messages.js';
import { stripeClient, stripeErrorFields } from './stripe-client.js';

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
  const { type, code, statusCode, message } = stripeErrorFields(error);
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

function clientFor(request: RefundRequest): { stripe: Stripe; ref: string } {
  const stripe = stripeClient();
  if (!stripe) {
    logger.error('stripe refund without STRIPE_SECRET_KEY or with a refused STRIPE_API_URL');
    throw providerUnreachable(NAME);
  }
  if (!request.provider_ref) throw providerRefused(NAME, 'no_payment');
  return { stripe, ref: request.provider_ref };
}

async function lookUp(stripe: Stripe, intent: string, key: string): Promise<Stripe.Refund | null> {
  // Auto-pagination: a PaymentIntent has a handful of refunds at most.
  for await (const refund of stripe.refunds.list({ payment_intent: intent, limit: 100 }))
    if (refund.metadata?.idempotency_key === key) return refund;
  return null;
}

/** The refund Stripe made under this request's key, if any (whatever the key's age). */
export async function findStripeRefund(request: RefundRequest): Promise<RefundResult | null> {
  const { stripe, ref } = clientFor(request);
  let found: Stripe.Refund | null;
  try {
    found = await lookUp(stripe, await paymentIntentOf(stripe, ref), request.idempotency_key);
  } catch (error) {
    if (isHttpsError(error)) throw error;
    mapError(error, request);
  }
  return found && checked(found, request);
}

export async function stripeRefund(request: RefundRequest): Promise<RefundResult> {
  const { stripe, ref } = clientFor(request);
  let refund: Stripe.Refund;
  try {
    const payment_intent = await paymentIntentOf(stripe, ref);
    const earlier = request.sent_before
      ? await lookUp(stripe, payment_intent, request.idempotency_key)
      : null;
    refund =
      earlier ??
      (await stripe.refunds.create(
        {
          payment_intent,
          amount: request.amount_cents,
          metadata: {
            order_id: request.order_id,
            number: request.number,
            idempotency_key: request.idempotency_key,
          },
        },
        { idempotencyKey: request.idempotency_key },
      ));
  } catch (error) {
    if (isHttpsError(error)) throw error;
    mapError(error, request);
  }
  return checked(refund, request);
}

function checked(refund: Stripe.Refund, request: RefundRequest): RefundResult {
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
