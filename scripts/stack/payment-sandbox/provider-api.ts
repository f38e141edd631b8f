// The provider APIs of the payment sandbox, answered like Stripe (Checkout Sessions: create,
// read, expire; refunds: create, list) and Alma (payments: create, read, cancel; refunds). The hosted page of a
// session or payment is the shop's own test page (`/paiement-test?session=<id>` on the web
// origin given at start), where checkout-page.ts takes over.
import { almaRefund, listStripeRefunds, stripeRefund } from './refunds';
import {
  authorized,
  stripeError,
  type AlmaPayment,
  type Outcome,
  type SandboxRequest,
  type SandboxState,
} from './types';

export { TEST_PAYMENT_PAGE_PATH as TEST_PAGE_PATH } from '@fohzshop/shared/payment-paths';

export type ApiContext = { state: SandboxState; pageUrl: (id: string) => string; tag: string };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function createSession({ state, pageUrl, tag }: ApiContext, form: Record<string, string>) {
  const id = `cs_test_${tag}${++state.sequence}`;
  const unit = Number(form['line_items[0][price_data][unit_amount]']);
  const quantity = Number(form['line_items[0][quantity]']);
  const metadata = {
    order_id: form['metadata[order_id]'] ?? '',
    number: form['metadata[number]'] ?? '',
  };
  const expires = Number(form.expires_at);
  const session = {
    id,
    amount_total: unit * quantity,
    payment_intent: null,
    status: 'open' as const,
    payment_status: 'unpaid' as const,
    client_reference_id: form.client_reference_id ?? null,
    metadata,
    success_url: text(form.success_url),
    cancel_url: text(form.cancel_url),
    ...(Number.isInteger(expires) && { expires_at: expires }),
    created: nowSeconds(),
  };
  state.stripeSessions.set(id, session);
  return { status: 200, body: stripeSessionBody(state, id, pageUrl) };
}

export function stripeSessionBody(
  state: SandboxState,
  id: string,
  pageUrl: (id: string) => string,
) {
  const session = state.stripeSessions.get(id)!;
  return {
    object: 'checkout.session',
    mode: 'payment',
    currency: 'eur',
    status: 'open',
    payment_status: 'unpaid',
    ...session,
    url: session.status === 'open' || !session.status ? pageUrl(id) : null,
  };
}

function expireSession({ state, pageUrl }: ApiContext, id: string): Outcome {
  const session = state.stripeSessions.get(id);
  if (!session) return stripeError(404, 'resource_missing');
  if ((session.status ?? 'open') !== 'open')
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
        },
      },
    };
  session.status = 'expired';
  return { status: 200, body: stripeSessionBody(state, id, pageUrl) };
}

/** Alma states in which the customer has not paid anything yet: the payment can be cancelled. */
const ALMA_CANCELLABLE = new Set([
  'not_ready',
  'not_started',
  'scored_no',
  'scored_maybe',
  'scored_yes',
]);

/** `PUT /v1/payments/:id/cancel`: Alma answers nothing but the status; paid ⇒ refused. */
function cancelPayment({ state }: ApiContext, id: string): Outcome {
  const payment = state.almaPayments.get(id);
  if (!payment) return { status: 404, body: { message: 'Not found' } };
  if (!ALMA_CANCELLABLE.has(payment.state))
    return { status: 400, body: { message: 'Payment cannot be cancelled' } };
  payment.cancelled = true;
  return { status: 204, body: null };
}

function createPayment({ state, pageUrl, tag }: ApiContext, json: Record<string, unknown>) {
  const payment = (json.payment ?? {}) as Record<string, unknown>;
  const id = `payment_${tag}${++state.sequence}`;
  const created: AlmaPayment = {
    id,
    url: pageUrl(id),
    state: 'not_started',
    purchase_amount: Number(payment.purchase_amount),
    installments_count: Number(payment.installments_count),
    custom_data: (payment.custom_data ?? {}) as Record<string, unknown>,
    refunds: [],
    return_url: text(payment.return_url),
    customer_cancel_url: text(payment.customer_cancel_url),
    failure_return_url: text(payment.failure_return_url),
    ipn_callback_url: text(payment.ipn_callback_url),
    created: nowSeconds(),
  };
  state.almaPayments.set(id, created);
  return { status: 200, body: created };
}

const ROUTES: {
  method: string;
  pattern: RegExp;
  provider: 'stripe' | 'alma';
  answer: (context: ApiContext, request: SandboxRequest, id: string) => Outcome;
}[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    provider: 'stripe',
    answer: (context, request) => createSession(context, request.form ?? {}),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/?]+)$/,
    provider: 'stripe',
    answer: ({ state, pageUrl }, _request, id) =>
      state.stripeSessions.has(id)
        ? { status: 200, body: stripeSessionBody(state, id, pageUrl) }
        : stripeError(404, 'resource_missing'),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    provider: 'stripe',
    answer: (context, _request, id) => expireSession(context, id),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    provider: 'stripe',
    answer: ({ state }, request) => stripeRefund(state, request),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    provider: 'stripe',
    answer: ({ state }, request) => listStripeRefunds(state, request),
  },
  {
    method: 'PUT',
    pattern: /^\/v1\/payments\/([^/]+)\/cancel$/,
    provider: 'alma',
    answer: (context, _request, id) => cancelPayment(context, id),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payments$/,
    provider: 'alma',
    answer: (context, request) => createPayment(context, request.json ?? {}),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payments\/([^/?]+)$/,
    provider: 'alma',
    answer: ({ state }, _request, id) => {
      const payment = state.almaPayments.get(id);
      return payment
        ? { status: 200, body: payment }
        : { status: 404, body: { message: 'Not found' } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payments\/([^/]+)\/refund$/,
    provider: 'alma',
    answer: ({ state }, request, id) => almaRefund(state, request, id),
  },
];

/** The answer of a provider API route, or null when the path is none of them. */
export function providerApi(context: ApiContext, request: SandboxRequest): Outcome | null {
  const path = request.path.split('?')[0] ?? '';
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match || route.method !== request.method) continue;
    if (context.state.failWith !== null)
      return {
        status: context.state.failWith,
        body: { error: { type: 'api_error', message: 'Bac à sable en panne' } },
      };
    if (!authorized(context.state, request, route.provider))
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API key' } },
      };
    return route.answer(context, request, decodeURIComponent(match[1] ?? ''));
  }
  return null;
}
