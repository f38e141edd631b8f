// The API of the shop's test page (/paiement-test, local builds only): it reads a Stripe
// session or an Alma payment of the sandbox, and posts the customer's choice — « Payer »,
// « Échec », « Annuler ». The sandbox then changes the payment as the provider would, calls the
// shop back over HTTP (callbacks.ts) and tells the page where the provider would send the
// customer (success or cancel URL given by the shop).
import { notifyAlma, postStripeEvent, stripeEvent, type StripeEventType } from './callbacks';
import { stripeSessionBody, type ApiContext } from './provider-api';
import type { SandboxRequest } from './types';

export const PAGE_API_PREFIX = '/sandbox/sessions/';
export const OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type PageOutcome = (typeof OUTCOMES)[number];

export type PageContext = ApiContext & { stripeWebhook: { url: string; secret: string } | null };
type Answer = { status: number; body: unknown };

/** What the page shows; `status` open until the customer chose. */
export type PageSession = {
  id: string;
  provider: 'stripe' | 'alma';
  number: string;
  amount_cents: number;
  method: 'card' | 'instalments';
  instalments?: number;
  created_at: string;
  status: 'open' | PageOutcome | 'expired';
};

const STRIPE_STEPS: Record<PageOutcome, { type: StripeEventType; status: 'complete' | 'expired' }> =
  {
    paid: { type: 'checkout.session.completed', status: 'complete' },
    failed: { type: 'checkout.session.async_payment_failed', status: 'complete' },
    cancelled: { type: 'checkout.session.expired', status: 'expired' },
  };
/** Alma: accepted (first instalment taken) or refused; a cancel leaves the payment as it was. */
const ALMA_STATES: Partial<Record<PageOutcome, string>> = {
  paid: 'in_progress',
  failed: 'scored_no',
};

const iso = (seconds: number | undefined) => new Date((seconds ?? 0) * 1000).toISOString();
const refuse = (status: number, error: string): Answer => ({ status, body: { error } });

function view({ state }: PageContext, id: string): PageSession | null {
  const chosen = state.choices.get(id);
  const session = state.stripeSessions.get(id);
  if (session) {
    return {
      id,
      provider: 'stripe',
      number: session.metadata?.number ?? '',
      amount_cents: session.amount_total,
      method: 'card',
      created_at: iso(session.created),
      // Closed by the shop (cancelMyOrder) or past its expires_at, as Stripe closes it.
      status:
        chosen ??
        (session.status === 'expired' || (session.expires_at ?? Infinity) * 1000 < Date.now()
          ? 'expired'
          : 'open'),
    };
  }
  const payment = state.almaPayments.get(id);
  if (!payment) return null;
  return {
    id,
    provider: 'alma',
    number: String(payment.custom_data.number ?? ''),
    amount_cents: payment.purchase_amount,
    method: 'instalments',
    instalments: payment.installments_count,
    created_at: iso(payment.created),
    // Cancelled by the shop (order cancelled, expired or deleted): Alma no longer takes it.
    status: chosen ?? (payment.cancelled ? 'expired' : 'open'),
  };
}

const delivered = (
  reply: { status: number; body: string },
  redirect: string | undefined,
): Answer =>
  reply.status >= 200 && reply.status < 300
    ? { status: 200, body: { redirect_url: redirect ?? null } }
    : refuse(
        502,
        `La boutique n'a pas accepté la notification (HTTP ${reply.status || 'injoignable'}).`,
      );

async function choose(context: PageContext, id: string, outcome: PageOutcome): Promise<Answer> {
  const shown = view(context, id);
  if (!shown) return refuse(404, 'Session de paiement inconnue du bac à sable.');
  // The same choice again (a double click) re-sends the same notification; another one is refused.
  if (shown.status !== 'open' && shown.status !== outcome)
    return refuse(409, 'Ce paiement de test est déjà terminé.');
  const session = context.state.stripeSessions.get(id);
  if (session) {
    if (!context.stripeWebhook) return refuse(500, 'Aucun webhook Stripe configuré.');
    const step = STRIPE_STEPS[outcome];
    if (shown.status === 'open') {
      session.status = step.status;
      context.state.choices.set(id, outcome);
      if (outcome === 'paid') {
        session.payment_status = 'paid';
        session.payment_intent = `pi_${id.replace(/^cs_test_/, '')}`;
      }
    }
    const body = stripeSessionBody(context.state, id, context.pageUrl);
    const reply = await postStripeEvent(context.stripeWebhook, stripeEvent(step.type, body));
    return delivered(reply, outcome === 'cancelled' ? session.cancel_url : session.success_url);
  }
  const payment = context.state.almaPayments.get(id)!;
  context.state.choices.set(id, outcome);
  const next = ALMA_STATES[outcome];
  if (!next) return { status: 200, body: { redirect_url: payment.customer_cancel_url ?? null } };
  payment.state = next;
  const reply = await notifyAlma(payment, context.state.keys?.alma ?? null);
  return delivered(reply, outcome === 'paid' ? payment.return_url : payment.failure_return_url);
}

/** The page API's answer, or null when the path is not one of its routes. */
export async function pageApi(
  context: PageContext,
  request: SandboxRequest,
): Promise<Answer | null> {
  const path = request.path.split('?')[0] ?? '';
  if (!path.startsWith(PAGE_API_PREFIX)) return null;
  const id = decodeURIComponent(path.slice(PAGE_API_PREFIX.length));
  if (request.method === 'GET') {
    const shown = view(context, id);
    return shown ? { status: 200, body: shown } : refuse(404, 'Session de paiement inconnue.');
  }
  if (request.method !== 'POST') return refuse(405, 'Méthode non autorisée.');
  const outcome = request.json?.outcome;
  if (!OUTCOMES.includes(outcome as PageOutcome)) return refuse(400, 'Choix invalide.');
  return choose(context, id, outcome as PageOutcome);
}
