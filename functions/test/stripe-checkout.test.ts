import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSessionParams, SESSION_MINUTES } from '../src/payments/stripe/checkout-session.js';
import { paymentEventOf } from '../src/payments/stripe/stripe-events.js';
import type { PaymentRequest } from '../src/payments/provider.js';

const now = new Date('2026-03-02T10:00:00.000Z');
const request: PaymentRequest = {
  order_id: '-Oabc123',
  number: 'FZ-2026-000042',
  user_id: 'u1',
  email: 'lea@example.fr',
  method: 'card',
  totalCents: 29998,
  shipping_address: {
    first_name: 'Léa',
    last_name: 'Martin',
    line1: '12 rue de la Paix',
    postal_code: '75002',
    city: 'Paris',
    country: 'France',
  },
  now,
};

describe('checkoutSessionParams', () => {
  it('asks for the order total in cents, EUR, with the order id and the shop return pages', () => {
    const params = checkoutSessionParams(request, 'https://shop.example');
    expect(params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 29998,
            product_data: { name: 'Commande FZ-2026-000042' },
          },
        },
      ],
      client_reference_id: '-Oabc123',
      customer_email: 'lea@example.fr',
      locale: 'fr',
      metadata: { order_id: '-Oabc123', number: 'FZ-2026-000042' },
      payment_intent_data: { metadata: { order_id: '-Oabc123' } },
      success_url: 'https://shop.example/commande-validee?commande=-Oabc123',
      cancel_url: 'https://shop.example/mon-compte/mes-commandes/-Oabc123',
    });
  });

  it('closes the session between 30 min and the order expiry', () => {
    const params = checkoutSessionParams(request, 'https://shop.example');
    const minutes = (params.expires_at! - now.getTime() / 1000) / 60;
    expect(minutes).toBe(SESSION_MINUTES);
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThan(60);
  });
});

const session = (extra: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  client_reference_id: '-Oabc123',
  metadata: { order_id: '-Oabc123' },
  amount_total: 29998,
  currency: 'eur',
  payment_status: 'paid',
  ...extra,
});
const event = (type: string, object: Record<string, unknown> = session()) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

describe('paymentEventOf', () => {
  it.each([
    ['checkout.session.completed', 'paid'],
    ['checkout.session.async_payment_succeeded', 'paid'],
    ['checkout.session.async_payment_failed', 'failed'],
    ['checkout.session.expired', 'cancelled'],
  ])('maps %s to %s', (type, outcome) => {
    expect(paymentEventOf(event(type))).toEqual({
      event: {
        provider: 'stripe',
        event_id: 'evt_1',
        order_id: '-Oabc123',
        outcome,
        amount_cents: 29998,
        provider_ref: 'cs_test_1',
        currency: 'eur',
        event_type: type,
      },
    });
  });

  it('waits when a completed session is not paid yet (delayed methods)', () => {
    const unpaid = event('checkout.session.completed', session({ payment_status: 'unpaid' }));
    expect(paymentEventOf(unpaid)).toEqual({ ignore: 'paiement en attente' });
  });

  it('falls back to the metadata, and ignores sessions without a usable order id', () => {
    const viaMetadata = session({ client_reference_id: null });
    expect(paymentEventOf(event('checkout.session.expired', viaMetadata))).toMatchObject({
      event: { order_id: '-Oabc123' },
    });
    const none = session({ client_reference_id: null, metadata: {} });
    expect(paymentEventOf(event('checkout.session.expired', none))).toHaveProperty('ignore');
    const bad = session({ client_reference_id: 'a/b' });
    expect(paymentEventOf(event('checkout.session.expired', bad))).toHaveProperty('ignore');
  });

  it('ignores untracked event types (an incident when they name an order) and sessions without an amount', () => {
    expect(paymentEventOf(event('payment_intent.succeeded'))).toMatchObject({
      ignore: 'type payment_intent.succeeded non suivi',
      incident: { reason: 'wrong_type', order_id: '-Oabc123', provider_ref: 'cs_test_1' },
    });
    const anonymous = session({ client_reference_id: null, metadata: {} });
    expect(paymentEventOf(event('charge.refunded', anonymous))).toEqual({
      ignore: 'type charge.refunded non suivi',
    });
    const noAmount = session({ amount_total: null });
    expect(paymentEventOf(event('checkout.session.completed', noAmount))).toHaveProperty('ignore');
  });
});
