// The pure checks that bind a provider event to its order, and the deploy-time guards of the
// provider APIs (https only outside the emulators and tests, the deployment's Stripe mode).
import { describe, expect, it } from 'vitest';
import { bindingError, isClosedUnpaid } from '../src/payments/payment-binding.js';
import { checkedApiUrl, isLocalRun, stripeLiveMode } from '../src/payments/payment-params.js';
import type { PaymentEvent } from '../src/payments/provider.js';

const order = {
  status: 'pending_payment' as const,
  totals: { total: 299.98 },
  payment: { provider: 'stripe' as const, provider_ref: 'cs_test_own', status: 'pending' as const },
};
const event: PaymentEvent = {
  provider: 'stripe',
  event_id: 'evt_1',
  order_id: 'o1',
  outcome: 'paid',
  amount_cents: 29998,
  provider_ref: 'cs_test_own',
  currency: 'eur',
  event_type: 'checkout.session.completed',
};

describe('bindingError', () => {
  it("accepts the order's own session, in euros, for its exact total", () => {
    expect(bindingError(order, event)).toBeNull();
    expect(bindingError(order, { ...event, currency: 'EUR' })).toBeNull();
  });

  it.each([
    ['another provider', { provider: 'alma' as const }, 'wrong_provider'],
    ["another order's session", { provider_ref: 'cs_test_other' }, 'wrong_payment'],
    ['another currency', { currency: 'usd' }, 'wrong_currency'],
    ['one cent less', { amount_cents: 29997 }, 'wrong_amount'],
    ['one cent more', { amount_cents: 29999 }, 'wrong_amount'],
  ])('refuses %s', (_label, change, reason) => {
    expect(bindingError(order, { ...event, ...change })).toBe(reason);
  });

  it('refuses any event for an order that kept no payment id', () => {
    const { provider_ref: _, ...payment } = order.payment;
    expect(bindingError({ ...order, payment }, event)).toBe('wrong_payment');
  });
});

describe('isClosedUnpaid', () => {
  it('is true for a cancelled or expired order never paid, false once paid', () => {
    const closed = (status: string, payment: string) =>
      isClosedUnpaid({
        status: status as never,
        payment: { ...order.payment, status: payment as never },
      });
    expect(closed('cancelled', 'cancelled')).toBe(true);
    expect(closed('expired', 'cancelled')).toBe(true);
    expect(closed('cancelled', 'failed')).toBe(true);
    expect(closed('pending_payment', 'pending')).toBe(false);
    expect(closed('cancelled', 'refunded')).toBe(false);
    expect(closed('paid', 'paid')).toBe(false);
  });
});

describe('provider API URLs', () => {
  it('refuses plain http in production, even to this machine', () => {
    expect(isLocalRun({ NODE_ENV: 'production' })).toBe(false);
    expect(checkedApiUrl('http://127.0.0.1:15040', false)).toBeNull();
    expect(checkedApiUrl('http://api.stripe.com', false)).toBeNull();
    expect(checkedApiUrl('ftp://api.getalma.eu', false)).toBeNull();
    expect(checkedApiUrl('not a url', false)).toBeNull();
    expect(checkedApiUrl('https://api.getalma.eu/', false)).toBe('https://api.getalma.eu');
  });

  it('lets the emulators and tests reach the local sandbox over http, and nothing else', () => {
    expect(isLocalRun({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(checkedApiUrl('http://127.0.0.1:15040', true)).toBe('http://127.0.0.1:15040');
    expect(checkedApiUrl('http://localhost:15040', true)).toBe('http://localhost:15040');
    expect(checkedApiUrl('http://sandbox.example:80', true)).toBeNull();
    expect(checkedApiUrl('https://api.stripe.com', true)).toBe('https://api.stripe.com');
  });
});

describe('stripeLiveMode', () => {
  it('is live for live keys only', () => {
    expect(stripeLiveMode('sk_live_abc')).toBe(true);
    expect(stripeLiveMode('rk_live_abc')).toBe(true);
    expect(stripeLiveMode('sk_test_abc')).toBe(false);
    expect(stripeLiveMode('')).toBe(false);
  });
});
