// How the payment sandbox calls the shop back, exactly as each provider does: Stripe POSTs an
// event to the webhook, signed `Stripe-Signature: t=<unix s>,v1=<hex HMAC-SHA256(whsec,
// "<t>.<raw body>")>` (what the SDK's constructEvent verifies); Alma sends `GET
// <ipn_callback_url>?pid=<id>` signed `X-Alma-Signature: hex HMAC-SHA256(api key, pid)`, and the
// shop then reads the payment back from the sandbox's Alma API.
import { createHmac } from 'node:crypto';
import type { AlmaPayment } from './types';

/** The API version of the `stripe` SDK the functions use (events carry the account's). */
const STRIPE_API_VERSION = '2026-10-28.endive';

export type StripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export type CallbackReply = { status: number; body: string };

export function signStripePayload(secret: string, payload: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export const signAlmaPid = (apiKey: string, pid: string): string =>
  createHmac('sha256', apiKey).update(pid).digest('hex');

/**
 * One event per session and type, with a stable id: clicking twice delivers the same event
 * again, as Stripe does when it retries, and the shop applies it once.
 */
export function stripeEvent(type: StripeEventType, session: Record<string, unknown>) {
  return {
    id: `evt_${String(session.id)}_${type.split('.').pop()!}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  };
}

async function send(url: string, init: RequestInit): Promise<CallbackReply> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

export function postStripeEvent(
  webhook: { url: string; secret: string },
  event: ReturnType<typeof stripeEvent>,
): Promise<CallbackReply> {
  const payload = JSON.stringify(event);
  const signature = signStripePayload(webhook.secret, payload, Math.floor(Date.now() / 1000));
  return send(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

export function notifyAlma(payment: AlmaPayment, apiKey: string | null): Promise<CallbackReply> {
  if (!payment.ipn_callback_url) return Promise.resolve({ status: 0, body: 'no ipn_callback_url' });
  const url = new URL(payment.ipn_callback_url);
  url.searchParams.set('pid', payment.id);
  return send(url.toString(), {
    headers: apiKey ? { 'x-alma-signature': signAlmaPid(apiKey, payment.id) } : {},
  });
}
