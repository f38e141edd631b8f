// sandboxPaymentAction: the customer clicked « Payer », « Échec » or « Annuler » on the sandbox's
// hosted page. That page runs in the browser, which must never hold the callback's signing
// secret, so this callable (emulator only) checks that the caller owns the session, then signs
// the provider event and hands the signed bytes to the callback's own handler: the same
// signature, payload, session and order checks a provider's notification goes through.
import { sandboxPaymentAction as contract } from '@fohzshop/shared/contracts/payments';
import { MESSAGES } from '@fohzshop/shared/messages';
import { PaymentSessionSchema, type SandboxCallback } from '@fohzshop/shared/payments';
import { OrderStatusSchema, PaymentStatusSchema } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import { handleSandboxCallback } from './sandbox-callback.js';
import { PAYMENT_SESSIONS, sandboxSecret } from './sandbox.js';
import { signSandboxPayload } from './sandbox-signature.js';

export const SANDBOX_ACTION_MESSAGES = {
  disabled:
    "Le paiement de test n'est disponible que sur l'environnement local : aucune somme n'a été débitée.",
  sessionNotFound: 'Cette session de paiement est introuvable.',
  notYourSession: 'Cette session de paiement ne vous appartient pas.',
  rejected: (reason: string) => `Le paiement de test a été refusé par la boutique : ${reason}`,
} as const;

async function orderState(orderId: string) {
  const order = (await ref(pathOf('orders', orderId)).once('value')).val() as Row | null;
  const status = OrderStatusSchema.safeParse(order?.status);
  const payment = PaymentStatusSchema.safeParse((order?.payment as Row | undefined)?.status);
  if (!status.success || !payment.success) throw fail('not-found', MESSAGES.orderNotFound);
  return { order_status: status.data, payment_status: payment.data };
}

export const sandboxPaymentAction = callable(
  contract,
  async ({ session_id, outcome }, { auth }) => {
    // Null outside the Functions emulator: a deployed shop never offers the sandbox.
    const secret = sandboxSecret();
    if (!secret) throw fail('failed-precondition', SANDBOX_ACTION_MESSAGES.disabled);
    const stored = (await ref(pathOf(PAYMENT_SESSIONS, session_id)).once('value')).val();
    const session = PaymentSessionSchema.safeParse(stored);
    if (!session.success) throw fail('not-found', SANDBOX_ACTION_MESSAGES.sessionNotFound);
    if (session.data.user_id !== auth.uid)
      throw fail('permission-denied', SANDBOX_ACTION_MESSAGES.notYourSession);
    const { order_id, number, amount_cents } = session.data;
    // One event id per session and outcome: a double click delivers the same event twice, and the
    // shop records applied event ids with the order, so it is applied once.
    const event: SandboxCallback = {
      event_id: `${session_id}_${outcome}`,
      session_id,
      order_id,
      outcome,
      amount_cents,
    };
    const raw = JSON.stringify(event);
    const signature = signSandboxPayload(secret, raw, Math.floor(Date.now() / 1000));
    const reply = await handleSandboxCallback(Buffer.from(raw, 'utf8'), signature);
    if (reply.status === 404) throw fail('not-found', MESSAGES.orderNotFound);
    if (reply.status !== 200)
      throw fail('failed-precondition', SANDBOX_ACTION_MESSAGES.rejected(String(reply.body.error)));
    return {
      order_id,
      number,
      applied: reply.body.applied === true,
      ...(await orderState(order_id)),
    };
  },
);
