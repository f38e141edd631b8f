import { describe, expect, it } from 'vitest';
import { paymentResumption } from './payment-resumption';
import type { Order } from './schemas/order';

const NOW = new Date('2026-03-14T10:00:00.000Z');
const order = (over: Partial<Order> = {}, payment: Partial<Order['payment']> = {}) =>
  ({
    status: 'pending_payment',
    expires_at: '2026-03-14T10:30:00.000Z',
    payment: {
      method: 'card',
      provider: 'stripe',
      status: 'pending',
      payment_url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      payment_url_expires_at: '2026-03-14T10:15:00.000Z',
      ...payment,
    },
    ...over,
  }) as Order;

describe('paymentResumption', () => {
  it('offers the stored page while its session is valid, and the cancellation', () => {
    expect(paymentResumption(order(), NOW)).toEqual({
      open: true,
      transfer: false,
      resumeUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    // The local payment sandbox's test page: http, on this machine only.
    const local = 'http://127.0.0.1:5000/paiement-test?session=payment_1';
    const sandboxed = order({}, { provider: 'alma', payment_url: local, method: 'instalments' });
    expect(paymentResumption(sandboxed, NOW).resumeUrl).toBe(local);
  });

  it('no page once the session ended, or when none was stored (still cancellable)', () => {
    const ended = order({}, { payment_url_expires_at: '2026-03-14T09:59:59.000Z' });
    expect(paymentResumption(ended, NOW)).toEqual({
      open: true,
      transfer: false,
      resumeUrl: null,
    });
    expect(paymentResumption(order({}, { payment_url: undefined }), NOW).resumeUrl).toBeNull();
  });

  it('never offers another scheme, host or relative URL', () => {
    const urls = [
      'javascript:alert(1)',
      '//evil.example/x',
      '/paiement-test?session=x',
      'http://checkout.stripe.com/x',
      'http://127.0.0.1.evil.example/x',
    ];
    for (const url of urls)
      expect(paymentResumption(order({}, { payment_url: url }), NOW).resumeUrl).toBeNull();
  });

  it('an unpaid bank transfer may be cancelled, with no page to resume (even a stored one)', () => {
    const transfer = order({}, { method: 'bank_transfer', provider: 'bank_transfer' });
    expect(paymentResumption(transfer, NOW)).toEqual({
      open: true,
      transfer: true,
      resumeUrl: null,
    });
    // Its hold ends after days: the 30-minute session dates do not apply.
    const later = new Date('2026-03-16T10:00:00.000Z');
    expect(paymentResumption(transfer, later).open).toBe(true);
  });

  it('nothing for a paid, cancelled or expired order, whatever its method', () => {
    const closed = [
      order({ status: 'paid' }, { status: 'paid', method: 'bank_transfer' }),
      order({}, { method: 'bank_transfer', status: 'paid' }),
      order({ status: 'paid' }, { status: 'paid' }),
      order({ status: 'cancelled' }, { status: 'cancelled' }),
      order({ status: 'expired' }, { status: 'cancelled' }),
    ];
    for (const o of closed)
      expect(paymentResumption(o, NOW)).toEqual({ open: false, transfer: false, resumeUrl: null });
  });
});
