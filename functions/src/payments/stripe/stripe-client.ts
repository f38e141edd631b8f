// The Stripe SDK client, built from the params: the secret key and the API origin (the real
// api.stripe.com unless STRIPE_API_URL points the SDK at a local stub, as the tests do).
import Stripe from 'stripe';
import { fieldOf } from '@fohzshop/shared/stored-value';
import { STRIPE_SECRET_KEY, stripeApiUrl } from '../payment-params.js';

/** A hosted page call must not hold the customer's reserved stock for long. */
const TIMEOUT_MS = 10_000;

let cached: { key: string; url: string; client: Stripe } | undefined;

/** null when no secret key is configured, or the API URL is refused (payment-params.ts). */
export function stripeClient(): Stripe | null {
  const key = STRIPE_SECRET_KEY.value();
  if (!key) return null;
  const url = stripeApiUrl();
  if (!url) return null;
  if (cached?.key === key && cached.url === url) return cached.client;
  const api = new URL(url);
  const client = new Stripe(key, {
    host: api.hostname,
    ...(api.port && { port: api.port }),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    // One attempt: placeOrder answers the customer now; the idempotency key below would make
    // a retry safe, but a retry would keep the stock reserved for twice the timeout.
    maxNetworkRetries: 0,
    timeout: TIMEOUT_MS,
  });
  cached = { key, url, client };
  return client;
}

/** What the logs and the refusal mapping read of a failed Stripe call (any thrown value). */
export function stripeErrorFields(error: unknown) {
  const [type, code, statusCode, message] = ['type', 'code', 'statusCode', 'message'].map((key) =>
    fieldOf(error, key),
  );
  return { type, code, statusCode, message };
}
