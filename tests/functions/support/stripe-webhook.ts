// Stripe webhook events as Stripe would send them about a Checkout Session (of the payments stack
// unless another webhook URL is given), signed with the SDK's own test helper.
import Stripe from 'stripe';
import { paymentsUrl, TEST_KEYS } from './payments-stack.js';

export type StripePlaced = { order_id: string; session_id: string };
export type WebhookReply = { status: number; body: Record<string, unknown> };

let events = 0;

/** An event about the placed order's session; `session` overrides its fields. */
export function stripeEvent(
  placed: StripePlaced,
  type: string,
  session: Record<string, unknown> = {},
) {
  return {
    id: `evt_test_${++events}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: placed.session_id,
        object: 'checkout.session',
        client_reference_id: placed.order_id,
        metadata: { order_id: placed.order_id },
        amount_total: 29998,
        currency: 'eur',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        ...session,
      },
    },
  };
}

export const signStripe = (
  payload: string,
  secret = TEST_KEYS.STRIPE_WEBHOOK_SECRET,
  timestamp?: number,
): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp && { timestamp }) });

/** POSTs an event; `signature` undefined signs it correctly, null sends no header. */
export async function postStripeWebhook(
  event: unknown,
  signature?: string | null,
  url = paymentsUrl('stripeWebhook'),
): Promise<WebhookReply> {
  const raw = JSON.stringify(event);
  const header = signature === undefined ? signStripe(raw) : signature;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
