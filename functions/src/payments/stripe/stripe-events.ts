// Which Stripe Checkout events say something about an order's payment, and what. Pure: the
// webhook verifies the signature first and applies the result through applyPaymentEvent.
//   completed, payment_status paid     ⇒ paid
//   completed, payment still pending   ⇒ nothing yet (a delayed method reports later)
//   async_payment_succeeded            ⇒ paid
//   async_payment_failed               ⇒ failed   (order cancelled, stock back)
//   expired                            ⇒ cancelled (order cancelled, stock back)
import type Stripe from 'stripe';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import type { PaymentEvent } from '../provider.js';

export type StripeMapping = { event: PaymentEvent } | { ignore: string };

const OUTCOMES: Partial<Record<string, PaymentEvent['outcome']>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

export function paymentEventOf(event: Stripe.Event): StripeMapping {
  const outcome = OUTCOMES[event.type];
  if (!outcome) return { ignore: `type ${event.type} non suivi` };
  const session = event.data.object as Stripe.Checkout.Session;
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')
    return { ignore: 'paiement en attente' };
  const orderId = DatabaseKeySchema.safeParse(
    session.client_reference_id ?? session.metadata?.order_id,
  );
  if (!orderId.success) return { ignore: 'session sans commande' };
  const eventId = DatabaseKeySchema.safeParse(event.id);
  if (!eventId.success) return { ignore: "identifiant d'événement invalide" };
  if (typeof session.amount_total !== 'number') return { ignore: 'montant absent' };
  return {
    event: {
      provider: 'stripe',
      event_id: eventId.data,
      order_id: orderId.data,
      outcome,
      amount_cents: session.amount_total,
    },
  };
}
