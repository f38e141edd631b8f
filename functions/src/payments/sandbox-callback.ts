// sandboxPaymentCallback (HTTPS, POST): the sandbox provider tells the shop how a payment
// ended. Signature first (nothing is read before it checks out), then the payload, the
// session and the order; only then is the event applied. Answers: 200 when the event was
// applied or safely ignored (replay, already paid…: the provider must stop retrying), 400 for
// a bad signature or payload, 404 for an unknown session or order — never a partial write.
import '../core/global-options.js';
import { onRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import {
  PaymentSessionSchema,
  SANDBOX_SIGNATURE_HEADER,
  SandboxCallbackSchema,
} from '@fohzshop/shared/payments';
import { pathOf, ref } from '../core/db.js';
import { applyPaymentEvent } from './apply-payment-event.js';
import { PAYMENT_SESSIONS, sandboxSecret } from './sandbox.js';
import { verifySandboxSignature } from './sandbox-signature.js';

type Reply = { status: number; body: Record<string, unknown> };
const refuse = (status: number, error: string): Reply => ({ status, body: { error } });

/** The whole decision, apart from HTTP plumbing (unit-testable with a raw body and a header). */
export async function handleSandboxCallback(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Reply> {
  const secret = sandboxSecret();
  if (!secret) return refuse(404, 'Introuvable.');
  const check = verifySandboxSignature(secret, rawBody, signature);
  if (!check.ok) return refuse(400, check.reason);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return refuse(400, 'Corps JSON invalide.');
  }
  const payload = SandboxCallbackSchema.safeParse(json);
  if (!payload.success) return refuse(400, 'Notification invalide.');
  const event = payload.data;
  const stored = (await ref(pathOf(PAYMENT_SESSIONS, event.session_id)).once('value')).val();
  const session = PaymentSessionSchema.safeParse(stored);
  if (!session.success || session.data.order_id !== event.order_id)
    return refuse(404, 'Session de paiement inconnue.');
  if (session.data.amount_cents !== event.amount_cents)
    return refuse(400, 'Le montant ne correspond pas à la session.');
  const result = await applyPaymentEvent({ provider: 'sandbox', ...event });
  if (result.status === 'missing') return refuse(404, 'Commande inconnue.');
  if (result.status === 'ignored') {
    logger.info('sandbox callback ignored', { event_id: event.event_id, reason: result.reason });
    return { status: 200, body: { received: true, applied: false, reason: result.reason } };
  }
  return { status: 200, body: { received: true, applied: true, ...result } };
}

export const sandboxPaymentCallback = onRequest({ region: REGION }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Méthode non autorisée.' });
    return;
  }
  try {
    const header = req.get(SANDBOX_SIGNATURE_HEADER);
    const reply = await handleSandboxCallback(req.rawBody ?? Buffer.alloc(0), header);
    res.status(reply.status).json(reply.body);
  } catch (error) {
    logger.error('sandbox callback failed', { error: String(error) });
    // 500: the provider retries later; the event id guard makes the retry safe.
    res.status(500).json({ error: 'Erreur interne.' });
  }
});
