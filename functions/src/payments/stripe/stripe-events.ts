// Which Stripe Checkout events say something about an order's payment, and what. Pure: the
// webhook verifies the signature first and applies the result through applyPaymentEvent, which
// checks that the event names the order's own session, in euros, for its total.
//   completed, payment_status paid     ⇒ paid
//   completed, payment still pending   ⇒ nothing yet (a delayed method reports later)
//   async_payment_succeeded            ⇒ paid
//   async_payment_failed               ⇒ failed   (order cancelled, stock back)
//   expired                            ⇒ cancelled (order cancelled, stock back)
// Any other type that names an order is ignored and recorded as an incident (wrong_type).
import type Stripe from 'stripe';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import type { IncidentDraft } from '../payment-incidents.js';
import type { PaymentEvent } from '../provider.js';

export type StripeMapping = { event: PaymentEvent } | { ignore: string; incident?: IncidentDraft };

const OUTCOMES: Partial<Record<string, PaymentEvent['outcome']>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

type StripeObject = {
  id?: unknown;
  client_reference_id?: unknown;
  metadata?: { order_id?: unknown } | null;
  amount_total?: unknown;
  amount?: unknown;
  currency?: unknown;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

export function paymentEventOf(event: Stripe.Event): StripeMapping {
  const object = (event.data.object ?? {}) as StripeObject;
  const orderId = DatabaseKeySchema.safeParse(
    object.client_reference_id ?? object.metadata?.order_id,
  );
  const eventId = DatabaseKeySchema.safeParse(event.id);
  if (!eventId.success) return { ignore: "identifiant d'événement invalide" };
  const outcome = OUTCOMES[event.type];
  if (!outcome) {
    const ignore = `type ${event.type} non suivi`;
    if (!orderId.success) return { ignore };
    return {
      ignore,
      incident: {
        provider: 'stripe',
        event_id: eventId.data,
        event_type: event.type,
        order_id: orderId.data,
        provider_ref: text(object.id),
        reason: 'wrong_type',
        amount_cents: cents(object.amount_total ?? object.amount),
        currency: text(object.currency),
      },
    };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')
    return { ignore: 'paiement en attente' };
  if (!orderId.success) return { ignore: 'session sans commande' };
  if (typeof session.amount_total !== 'number') return { ignore: 'montant absent' };
  return {
    event: {
      provider: 'stripe',
      event_id: eventId.data,
      order_id: orderId.data,
      outcome,
      amount_cents: session.amount_total,
      provider_ref: session.id,
      currency: session.currency ?? '',
      event_type: event.type,
    },
  };
}
