// What the payment sandbox keeps in memory: the Stripe Checkout Sessions and Alma payments it
// created, the refunds it performed, every request it received, and the failures a test asks
// for. Shapes follow the providers' APIs (docs/decisions/0005-payment-providers.md).
import type { IncomingMessage } from 'node:http';

export type SandboxRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Stripe: the form fields as sent (`line_items[0][price_data][unit_amount]` → '29998'). */
  form?: Record<string, string>;
  json?: Record<string, unknown>;
};

export type StripeSession = {
  id: string;
  amount_total: number;
  /** Set when the session is paid (the refunds look the session up by it). */
  payment_intent: string | null;
  /** Absent: open. */
  status?: 'open' | 'complete' | 'expired';
  payment_status?: 'paid' | 'unpaid';
  client_reference_id?: string | null;
  metadata?: Record<string, string>;
  success_url?: string;
  cancel_url?: string;
  /** Unix seconds, as sent by the shop. */
  expires_at?: number;
  created?: number;
};

export type SandboxRefund = {
  provider: 'stripe' | 'alma';
  id: string;
  amount: number;
  /** Stripe: the PaymentIntent; Alma: the payment id. */
  target: string;
  /** Stripe: the Idempotency-Key header; Alma: merchant_reference. */
  key: string;
  /** Stripe: the refund's metadata as sent (`metadata[idempotency_key]` → …). */
  metadata?: Record<string, string>;
};

export type AlmaRefund = { id: string; amount: number; merchant_reference: string | null };

export type AlmaPayment = {
  id: string;
  url: string;
  state: string;
  purchase_amount: number;
  installments_count: number;
  custom_data: Record<string, unknown>;
  refunds: AlmaRefund[];
  return_url?: string;
  customer_cancel_url?: string;
  failure_return_url?: string;
  ipn_callback_url?: string;
  created?: number;
  /** Set by `PUT /v1/payments/:id/cancel`: the payment page refuses to take it. */
  cancelled?: boolean;
};

export type ApiKeys = { stripe: string; alma: string };

export type SandboxState = {
  /** The keys API calls must carry (Authorization header); unchecked when null. */
  keys: ApiKeys | null;
  requests: SandboxRequest[];
  stripeSessions: Map<string, StripeSession>;
  almaPayments: Map<string, AlmaPayment>;
  /** Refunds performed (a replayed Stripe key is not a new one). */
  refunds: SandboxRefund[];
  /** Every provider API request answers this status (e.g. 500) while set. */
  failWith: number | null;
  /** Refund calls answer this while set (e.g. 402 card_error), nothing performed. */
  refundFailure: { status: number; body: unknown } | null;
  /** The next N refund answers (performed or replayed) are lost: the connection drops. */
  dropRefundReplies: number;
  stripeIdempotency: Map<string, { body: string; response: unknown }>;
  /** What the customer chose on the test page, by session or payment id. */
  choices: Map<string, 'paid' | 'failed' | 'cancelled'>;
  sequence: number;
};

export type Outcome = { status: number; body: unknown } | 'drop';

export const stripeError = (status: number, code: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, code, message: `Sandbox: ${code}` } },
});

export function authorized(state: SandboxState, request: SandboxRequest, provider: keyof ApiKeys) {
  if (!state.keys) return true;
  const expected =
    provider === 'stripe' ? `Bearer ${state.keys.stripe}` : `Alma-Auth ${state.keys.alma}`;
  return request.headers.authorization === expected;
}
