import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { almaPaymentBody, paymentEventOfAlma } from '../src/payments/alma/alma-payment.js';
import { almaSignatureMatches } from '../src/payments/alma/alma-webhook.js';
import type { PaymentRequest } from '../src/payments/provider.js';

const request: PaymentRequest = {
  order_id: '-Oalma1',
  number: 'FZ-2026-000043',
  user_id: 'u1',
  email: 'lea@example.fr',
  method: 'instalments',
  instalments: 3,
  totalCents: 45000,
  shipping_address: {
    first_name: 'Léa',
    last_name: 'Martin',
    line1: '12 rue de la Paix',
    postal_code: '75002',
    city: 'Paris',
    country: 'France',
  },
  billing_address: {
    first_name: 'Paul',
    last_name: 'Durand',
    company: 'Durand SARL',
    line1: '1 place Bellecour',
    postal_code: '69002',
    city: 'Lyon',
    country: 'France',
    phone: '0612345678',
  },
  now: new Date('2026-03-02T10:00:00.000Z'),
};
const urls = { origin: 'https://shop.example', ipn: 'https://fn.example/almaWebhook' };

describe('almaPaymentBody', () => {
  it('asks for the total in cents in the chosen number of instalments, with the shop URLs', () => {
    const body = almaPaymentBody(request, urls);
    expect(body.payment).toMatchObject({
      purchase_amount: 45000,
      installments_count: 3,
      return_url: 'https://shop.example/commande-validee?commande=-Oalma1',
      customer_cancel_url: 'https://shop.example/mon-compte/mes-commandes/-Oalma1',
      failure_return_url: 'https://shop.example/mon-compte/mes-commandes/-Oalma1',
      ipn_callback_url: 'https://fn.example/almaWebhook',
      locale: 'fr',
      custom_data: { order_id: '-Oalma1', number: 'FZ-2026-000043' },
      billing_address: { last_name: 'Durand', company: 'Durand SARL', city: 'Lyon', country: 'FR' },
      shipping_address: { last_name: 'Martin', line2: '', phone: '', country: 'FR' },
    });
    expect(body.customer).toMatchObject({ last_name: 'Durand', email: 'lea@example.fr' });
    expect(body.order).toEqual({ merchant_reference: 'FZ-2026-000043', merchant_url: urls.origin });
  });

  it('bills the shipping address when there is no billing address', () => {
    const { billing_address: _, ...shippingOnly } = request;
    expect(almaPaymentBody(shippingOnly, urls).payment.billing_address.last_name).toBe('Martin');
  });
});

const payment = (state: string, extra: Record<string, unknown> = {}) => ({
  id: 'payment_11uwPpq2',
  state,
  purchase_amount: 45000,
  custom_data: { order_id: '-Oalma1' },
  ...extra,
});

describe('paymentEventOfAlma', () => {
  it.each([
    ['in_progress', 'paid'],
    ['paid', 'paid'],
    ['scored_no', 'failed'],
  ])('maps the state %s read back from Alma to %s', (state, outcome) => {
    expect(paymentEventOfAlma(payment(state))).toEqual({
      event: {
        provider: 'alma',
        event_id: `alma_payment_11uwPpq2_${outcome}`,
        order_id: '-Oalma1',
        outcome,
        amount_cents: 45000,
        provider_ref: 'payment_11uwPpq2',
        currency: 'eur',
        event_type: state,
      },
    });
  });

  it.each(['not_started', 'scored_yes', 'scored_maybe', 'not_ready', 'unknown'])(
    'waits while the payment is %s',
    (state) => {
      expect(paymentEventOfAlma(payment(state))).toHaveProperty('ignore');
    },
  );

  it('ignores a payment without a usable order id', () => {
    expect(paymentEventOfAlma(payment('paid', { custom_data: null }))).toHaveProperty('ignore');
    const bad = payment('paid', { custom_data: { order_id: 'a.b' } });
    expect(paymentEventOfAlma(bad)).toHaveProperty('ignore');
  });
});

describe('almaSignatureMatches', () => {
  it("matches Alma's published test vector and nothing else", () => {
    const vector = '4545854d3b8704d4b21cf88bc8b5da5680c46b2ab9d45c8cffe6278d8a8b1860';
    expect(almaSignatureMatches('api_key_test', 'payment_id_test', vector)).toBe(true);
    expect(almaSignatureMatches('other_key', 'payment_id_test', vector)).toBe(false);
    expect(almaSignatureMatches('api_key_test', 'payment_id_other', vector)).toBe(false);
    expect(almaSignatureMatches('api_key_test', 'payment_id_test', 'zz')).toBe(false);
    const own = createHmac('sha256', 'k').update('p').digest('hex');
    expect(almaSignatureMatches('k', 'p', own.toUpperCase())).toBe(true);
  });
});
