import { describe, expect, it } from 'vitest';
import { mailsDue } from './order-mails';

const pending = {
  status: 'pending_payment',
  payment: { method: 'card', status: 'pending' },
  delivery: { status: 'pending' },
};
const ended = (status: string, payment: string) => ({
  ...pending,
  status,
  payment: { ...pending.payment, status: payment },
});

describe('mailsDue when an order ends unpaid', () => {
  it('tells a refused payment, an expiry and a cancellation apart', () => {
    expect(mailsDue(pending, ended('cancelled', 'failed'))).toEqual(['payment_failed']);
    expect(mailsDue(pending, ended('expired', 'cancelled'))).toEqual(['order_expired']);
    expect(mailsDue(pending, ended('cancelled', 'cancelled'))).toEqual(['order_cancelled']);
  });
  it('asks once: a later write of the ended order calls for nothing more', () => {
    const cancelled = ended('cancelled', 'failed');
    expect(mailsDue(cancelled, { ...cancelled, updated_at: 'x' })).toEqual([]);
    const expired = ended('expired', 'cancelled');
    expect(mailsDue(expired, { ...expired, stock_released_at: 'x' })).toEqual([]);
  });
  it('asks nothing while the order is still awaiting its payment or once it is paid', () => {
    expect(
      mailsDue(pending, { ...pending, payment: { method: 'card', status: 'failed' } }),
    ).toEqual([]);
    const paid = ended('paid', 'paid');
    expect(mailsDue(pending, paid)).toEqual(['payment_received']);
  });
  it('lists the end among the mails of an order seen whole (seeded history)', () => {
    expect(mailsDue(null, ended('expired', 'cancelled'))).toEqual([
      'order_confirmation',
      'order_expired',
    ]);
  });
});
