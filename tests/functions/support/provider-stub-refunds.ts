// The refund side of the provider stub, modelled on each API: Stripe `GET
// /v1/checkout/sessions/:id` (for the PaymentIntent) and `POST /v1/refunds`, which requires an
// Idempotency-Key and, like Stripe, answers a repeated key with its first answer (a different
// body under the same key is an idempotency_error); Alma `POST /v1/payments/:id/refund`, which,
// like Alma, has no idempotency of its own (a second call is a second refund). Both check the
// key in the Authorization header and the amount in cents against what remains to refund.
import type { StubRequest } from './provider-stub.js';

export type StripeStubSession = {
  id: string;
  amount_total: number;
  payment_intent: string | null;
  /** Absent: open. A test sets 'complete' for a session paid at Stripe. */
  status?: 'open' | 'complete' | 'expired';
};
export type StubRefund = {
  provider: 'stripe' | 'alma';
  id: string;
  amount: number;
  /** Stripe: the PaymentIntent; Alma: the payment id. */
  target: string;
  /** Stripe: the Idempotency-Key header; Alma: merchant_reference. */
  key: string;
};
export type AlmaStubRefund = { id: string; amount: number; merchant_reference: string | null };
type AlmaLike = { id: string; purchase_amount: number; refunds: AlmaStubRefund[] };

export type RefundsState = {
  keys: { stripe: string; alma: string } | null;
  stripeSessions: Map<string, StripeStubSession>;
  almaPayments: Map<string, AlmaLike>;
  /** Refunds the stub performed (a replayed Stripe key is not a new one). */
  refunds: StubRefund[];
  /** Refund calls answer this while set (e.g. 402 card_error), nothing performed. */
  refundFailure: { status: number; body: unknown } | null;
  /** The next N refund answers (performed or replayed) are lost: the connection drops. */
  dropRefundReplies: number;
  stripeIdempotency: Map<string, { body: string; response: unknown }>;
};

export type Reply = (status: number, body: unknown) => void;
type Outcome = { status: number; body: unknown } | 'drop';

const stripeError = (status: number, code: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, code, message: `Stub: ${code}` } },
});
const refundedOf = (refunds: StubRefund[], target: string) =>
  refunds.filter((r) => r.target === target).reduce((sum, r) => sum + r.amount, 0);

function stripeRefund(state: RefundsState, request: StubRequest): Outcome {
  const form = request.form ?? {};
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.startsWith('stripe-node-retry-'))
    return stripeError(400, 'missing_idempotency_key');
  const body = JSON.stringify(form);
  const earlier = state.stripeIdempotency.get(key);
  if (earlier)
    return earlier.body !== body
      ? stripeError(400, 'idempotency_key_in_use', 'idempotency_error')
      : consumeDrop(state)
        ? 'drop'
        : { status: 200, body: earlier.response };
  if (state.refundFailure) return state.refundFailure;
  const intent = form.payment_intent ?? '';
  const session = [...state.stripeSessions.values()].find((s) => s.payment_intent === intent);
  if (!session) return stripeError(404, 'resource_missing');
  const amount = Number(form.amount);
  if (!Number.isInteger(amount) || amount <= 0)
    return stripeError(400, 'parameter_invalid_integer');
  if (amount > session.amount_total - refundedOf(state.refunds, intent))
    return stripeError(400, 'amount_too_large');
  const id = `re_test_${state.refunds.length + 1}`;
  state.refunds.push({ provider: 'stripe', id, amount, target: intent, key });
  const response = {
    id,
    object: 'refund',
    amount,
    currency: 'eur',
    payment_intent: intent,
    status: 'succeeded',
  };
  state.stripeIdempotency.set(key, { body, response });
  return consumeDrop(state) ? 'drop' : { status: 200, body: response };
}

function almaRefund(state: RefundsState, request: StubRequest, pid: string): Outcome {
  if (state.refundFailure) return state.refundFailure;
  const payment = state.almaPayments.get(pid);
  if (!payment) return { status: 404, body: { message: 'Not found' } };
  const amount = Number(request.json?.amount);
  const reference = request.json?.merchant_reference;
  if (!Number.isInteger(amount) || amount <= 0 || typeof reference !== 'string')
    return { status: 400, body: { message: 'Invalid refund' } };
  if (amount > payment.purchase_amount - refundedOf(state.refunds, pid))
    return { status: 400, body: { message: 'Amount too large' } };
  const id = `refund_stub${state.refunds.length + 1}`;
  state.refunds.push({ provider: 'alma', id, amount, target: pid, key: reference });
  payment.refunds.push({ id, amount, merchant_reference: reference });
  return consumeDrop(state) ? 'drop' : { status: 200, body: payment };
}

function consumeDrop(state: RefundsState): boolean {
  if (state.dropRefundReplies <= 0) return false;
  state.dropRefundReplies -= 1;
  return true;
}

function authorized(state: RefundsState, request: StubRequest, provider: 'stripe' | 'alma') {
  if (!state.keys) return true;
  const expected =
    provider === 'stripe' ? `Bearer ${state.keys.stripe}` : `Alma-Auth ${state.keys.alma}`;
  return request.headers.authorization === expected;
}

/** Answers a refund route (true), or leaves the request to the other routes (false). */
export function refundRoutes(
  state: RefundsState,
  request: StubRequest,
  reply: Reply,
  drop: () => void,
): boolean {
  const { method, path } = request;
  const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
  const alma = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
  const provider = path === '/v1/refunds' || session ? 'stripe' : alma ? 'alma' : null;
  if (!provider) return false;
  if (!authorized(state, request, provider)) {
    reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    return true;
  }
  let outcome: Outcome;
  if (method === 'GET' && session) {
    const found = state.stripeSessions.get(decodeURIComponent(session[1]!));
    outcome = found
      ? { status: 200, body: { object: 'checkout.session', ...found } }
      : stripeError(404, 'resource_missing');
  } else if (method === 'POST' && path === '/v1/refunds') outcome = stripeRefund(state, request);
  else if (method === 'POST' && alma)
    outcome = almaRefund(state, request, decodeURIComponent(alma[1]!));
  else return false;
  if (outcome === 'drop') drop();
  else reply(outcome.status, outcome.body);
  return true;
}
