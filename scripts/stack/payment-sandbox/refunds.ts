// The refund side of the payment sandbox, modelled on each API: Stripe `POST /v1/refunds`, which
// requires an Idempotency-Key and, like Stripe, answers a repeated key with its first answer (a
// different body under the same key is an idempotency_error); Alma `POST
// /v1/payments/:id/refund`, which, like Alma, has no idempotency of its own (a second call is a
// second refund). Both check the amount in cents against what remains to refund.
import {
  stripeError,
  type Outcome,
  type SandboxRefund,
  type SandboxRequest,
  type SandboxState,
} from './types';

const refundedOf = (refunds: SandboxRefund[], target: string) =>
  refunds.filter((r) => r.target === target).reduce((sum, r) => sum + r.amount, 0);

function consumeDrop(state: SandboxState): boolean {
  if (state.dropRefundReplies <= 0) return false;
  state.dropRefundReplies -= 1;
  return true;
}

/** `metadata[name]=value` form fields, as Stripe reads them. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const entries = Object.entries(form).flatMap(([name, value]) => {
    const match = /^metadata\[([^\]]+)\]$/.exec(name);
    return match ? [[match[1]!, value] as const] : [];
  });
  return Object.fromEntries(entries);
}

const stripeRefundBody = (refund: SandboxRefund) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amount,
  currency: 'eur',
  payment_intent: refund.target,
  metadata: refund.metadata ?? {},
  status: 'succeeded',
});

/** `GET /v1/refunds?payment_intent=pi_…`: Stripe's list of a PaymentIntent's refunds. */
export function listStripeRefunds(state: SandboxState, request: SandboxRequest): Outcome {
  const query = new URLSearchParams(request.path.split('?')[1] ?? '');
  const intent = query.get('payment_intent');
  const data = state.refunds
    .filter((r) => r.provider === 'stripe' && (!intent || r.target === intent))
    .map(stripeRefundBody)
    .reverse();
  return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
}

export function stripeRefund(state: SandboxState, request: SandboxRequest): Outcome {
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
  const metadata = metadataOf(form);
  state.refunds.push({ provider: 'stripe', id, amount, target: intent, key, metadata });
  const response = stripeRefundBody(state.refunds.at(-1)!);
  state.stripeIdempotency.set(key, { body, response });
  return consumeDrop(state) ? 'drop' : { status: 200, body: response };
}

export function almaRefund(state: SandboxState, request: SandboxRequest, pid: string): Outcome {
  if (state.refundFailure) return state.refundFailure;
  const payment = state.almaPayments.get(pid);
  if (!payment) return { status: 404, body: { message: 'Not found' } };
  const amount = Number(request.json?.amount);
  const reference = request.json?.merchant_reference;
  if (!Number.isInteger(amount) || amount <= 0 || typeof reference !== 'string')
    return { status: 400, body: { message: 'Invalid refund' } };
  if (amount > payment.purchase_amount - refundedOf(state.refunds, pid))
    return { status: 400, body: { message: 'Amount too large' } };
  const id = `refund_sbx${state.refunds.length + 1}`;
  state.refunds.push({ provider: 'alma', id, amount, target: pid, key: reference });
  payment.refunds.push({ id, amount, merchant_reference: reference });
  return consumeDrop(state) ? 'drop' : { status: 200, body: payment };
}
