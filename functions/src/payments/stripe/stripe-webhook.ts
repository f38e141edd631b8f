// stripeWebhook (HTTPS, POST): Stripe tells the shop how a Checkout Session ended. The
// signature is checked by the SDK on the raw body before anything is read; the event id is the
// replay guard (applyPaymentEvent records it with the change). Answers: 400 for a bad
// signature (nothing read, nothing written), 200 for everything Stripe should stop sending —
// applied, ignored (replay, unknown order, already paid, untracked type) — and 500 when the
// shop failed, so that Stripe retries later.
import '../../core/global-options.js';
import { onRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import Stripe from 'stripe';
import { REGION } from '@fohzshop/shared/constants';
import { applyPaymentEvent, REPLAYED } from '../apply-payment-event.js';
import { enabledProviders, STRIPE_WEBHOOK_SECRET } from '../payment-params.js';
import { paymentEventOf } from './stripe-events.js';

type Reply = { status: number; body: Record<string, unknown> };
const ignored = (reason: string): Reply => ({
  status: 200,
  body: { received: true, applied: false, reason },
});

/** The whole decision, apart from HTTP plumbing. */
export async function handleStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Reply> {
  if (!enabledProviders().has('stripe')) return { status: 404, body: { error: 'Introuvable.' } };
  const secret = STRIPE_WEBHOOK_SECRET.value();
  if (!secret) {
    logger.error('stripeWebhook without STRIPE_WEBHOOK_SECRET');
    return { status: 500, body: { error: 'Configuration incomplète.' } };
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    logger.warn('stripe webhook refused', { reason: String(error) });
    return { status: 400, body: { error: 'Signature invalide.' } };
  }
  const mapped = paymentEventOf(event);
  if ('ignore' in mapped) {
    logger.info('stripe event ignored', { id: event.id, type: event.type, reason: mapped.ignore });
    return ignored(mapped.ignore);
  }
  const result = await applyPaymentEvent(mapped.event);
  if (result.status === 'missing') {
    logger.warn('stripe event for an unknown order', { id: event.id, ...mapped.event });
    return ignored('Commande inconnue.');
  }
  if (result.status === 'ignored') {
    // A payment that arrives for an order that can no longer be paid must be refunded by hand.
    const refund = mapped.event.outcome === 'paid' && result.reason !== REPLAYED;
    (refund ? logger.error : logger.info)('stripe event not applied', {
      id: event.id,
      ...mapped.event,
      reason: result.reason,
    });
    return ignored(result.reason);
  }
  return { status: 200, body: { received: true, applied: true, ...result } };
}

export const stripeWebhook = onRequest(
  { region: REGION, secrets: [STRIPE_WEBHOOK_SECRET] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'Méthode non autorisée.' });
      return;
    }
    try {
      const reply = await handleStripeWebhook(
        req.rawBody ?? Buffer.alloc(0),
        req.get('stripe-signature'),
      );
      res.status(reply.status).json(reply.body);
    } catch (error) {
      logger.error('stripe webhook failed', { error: String(error) });
      res.status(500).json({ error: 'Erreur interne.' });
    }
  },
);
