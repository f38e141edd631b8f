// almaWebhook (HTTPS): Alma's payment notification (IPN), `GET <ipn_callback_url>?pid=<id>`
// with `X-Alma-Signature: hex HMAC-SHA256(api key, pid)`. As Alma documents, the notification
// only says "look at this payment": the shop reads the payment back from Alma's API with its
// secret key and acts on the state Alma returns, never on the request. A signature, when sent,
// must match; a forged or replayed notification therefore changes nothing Alma did not say. The
// payment read back must be the order's own (its id stored on the order, the order's total:
// payment-binding.ts); Alma's API answers a key only with the payments of its own mode (test or
// live), so the mode is bound by the key. Anything else is recorded as a payment incident.
// Answers: 400 bad request or signature, 200 when applied or safely ignored (Alma stops
// resending), 502/500 when Alma or the shop failed (Alma resends on non-2xx).
import '../../core/global-options.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import { fieldOf } from '@fohzshop/shared/stored-value';
import { applyPaymentEvent } from '../apply-payment-event.js';
import { ALMA_API_KEY, enabledProviders } from '../payment-params.js';
import { ignored, replyOf, type Reply } from '../webhook-reply.js';
import { AlmaError, AlmaPaymentIdSchema, configuredAlmaClient } from './alma-client.js';
import { paymentEventOfAlma } from './alma-payment.js';

export function almaSignatureMatches(apiKey: string, pid: string, signature: string): boolean {
  const expected = createHmac('sha256', apiKey).update(pid).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleAlmaNotification(
  pid: unknown,
  signature: string | undefined,
): Promise<Reply> {
  if (!enabledProviders().has('alma')) return { status: 404, body: { error: 'Introuvable.' } };
  const key = ALMA_API_KEY.value();
  const client = configuredAlmaClient();
  if (!key || !client) {
    logger.error('almaWebhook without ALMA_API_KEY or with a refused ALMA_API_URL');
    return { status: 500, body: { error: 'Configuration incomplète.' } };
  }
  const id = AlmaPaymentIdSchema.safeParse(pid);
  if (!id.success) return { status: 400, body: { error: 'Paiement absent ou invalide.' } };
  if (signature !== undefined && !almaSignatureMatches(key, id.data, signature))
    return { status: 400, body: { error: 'Signature invalide.' } };
  let payment;
  try {
    payment = await client.fetchPayment(id.data);
  } catch (error) {
    if (error instanceof AlmaError && error.status === 404) return ignored('Paiement inconnu.');
    logger.error('alma payment read failed', { pid: id.data, error: String(error) });
    return { status: 502, body: { error: 'Prestataire injoignable.' } };
  }
  const mapped = paymentEventOfAlma(payment);
  if ('ignore' in mapped) return ignored(mapped.ignore);
  const reply = replyOf(await applyPaymentEvent(mapped.event));
  if (reply.status !== 200 || reply.body.applied !== true)
    logger.info('alma payment not applied', { pid: id.data, ...mapped.event, ...reply.body });
  return reply;
}

export const almaWebhook = onRequest(
  { region: REGION, secrets: [ALMA_API_KEY] },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.status(405).json({ error: 'Méthode non autorisée.' });
      return;
    }
    try {
      const pid = req.query.pid ?? fieldOf(req.body, 'pid');
      const reply = await handleAlmaNotification(pid, req.get('x-alma-signature'));
      res.status(reply.status).json(reply.body);
    } catch (error) {
      logger.error('alma webhook failed', { error: String(error) });
      res.status(500).json({ error: 'Erreur interne.' });
    }
  },
);
