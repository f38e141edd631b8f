// stripeWebhook (HTTPS, POST): Stripe tells the shop how a Checkout Session ended. The
// signature is checked by the SDK on the raw body before anything is read; then the event must
// be of this deployment's mode (a test key takes only livemode=false events, a live key only
// live ones) and of a tracked type, and applyPaymentEvent checks it names the order's own
// session, in euros, for its total, with the event id as the replay guard. Answers: 400 for a
// bad signature (nothing read, nothing written), 200 for everything Stripe should stop sending —
// applied, ignored (recorded as a payment incident when it names an order), a late payment sent
// back — and 500 when the shop failed, so that Stripe retries later.
import '../../core/global-options.js';
import { onRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import Stripe from 'stripe';
import { REGION } from '@fohzshop/shared/constants';
import { applyPaymentEvent } from '../apply-payment-event.js';
import { recordIncident } from '../payment-incidents.js';
import {
  enabledProviders,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeLiveMode,
} from '../payment-params.js';
import { ignored, replyOf, type Reply } from '../webhook-reply.js';
import { paymentEventOf } from './stripe-events.js';

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
    if (mapped.incident) await recordIncident(mapped.incident);
    return ignored(mapped.ignore);
  }
  if (event.livemode !== stripeLiveMode()) {
    await recordIncident({ ...mapped.event, reason: 'wrong_mode' });
    return ignored('Mode de paiement différent de celui de la boutique.');
  }
  const reply = replyOf(await applyPaymentEvent(mapped.event));
  if (reply.status !== 200 || reply.body.applied !== true)
    logger.info('stripe event not applied', { id: event.id, ...mapped.event, ...reply.body });
  return reply;
}

export const stripeWebhook = onRequest(
  // The secret key: the deployment's mode, and sending back a payment for a closed order.
  { region: REGION, secrets: [STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY] },
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
