import { describe, expect, it } from 'vitest';
import { reservationLimits } from '@fohzshop/shared/reservations/limits';
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  expiryLabel,
  holdsByProduct,
  limitsSentence,
  pendingReservations,
  reservedUnits,
} from './reservations';

const NOW = new Date('2026-03-14T10:00:00.000Z');

function order(
  id: string,
  over: Partial<Order> = {},
  payment: Partial<Order['payment']> = {},
): Order {
  return {
    order_id: id,
    number: `FZ-2026-0000${id.slice(-2)}`,
    status: 'pending_payment',
    totals: { items: 100, shipping: 0, discount: 0, total: 100 },
    payment: { method: 'bank_transfer', status: 'pending', ...payment },
    expires_at: '2026-03-17T10:00:00.000Z',
    stock_reserved: { mini: 2 },
    ...over,
  } as Order;
}

describe('reservations in the Hyperviseur', () => {
  it('counts the units each unpaid order holds, per product, the first to end first', () => {
    const holds = holdsByProduct([
      order('o11', {}, { reminder_sent_at: '2026-03-16T10:00:00.000Z' }),
      order(
        'o12',
        { expires_at: '2026-03-14T10:30:00.000Z', stock_reserved: { mini: 1, achilleus: 1 } },
        { method: 'card' },
      ),
    ]);
    expect(holds.get('mini')).toEqual([
      {
        orderId: 'o12',
        number: 'FZ-2026-000012',
        units: 1,
        method: 'card',
        expiresAt: '2026-03-14T10:30:00.000Z',
        reminderSentAt: null,
      },
      {
        orderId: 'o11',
        number: 'FZ-2026-000011',
        units: 2,
        method: 'bank_transfer',
        expiresAt: '2026-03-17T10:00:00.000Z',
        reminderSentAt: '2026-03-16T10:00:00.000Z',
      },
    ]);
    expect(reservedUnits(holds)).toEqual(
      new Map([
        ['mini', 3],
        ['achilleus', 1],
      ]),
    );
  });

  it('ignores paid, cancelled and expired orders, released stock and zero lines', () => {
    const holds = holdsByProduct([
      order('o21', { status: 'paid' }, { status: 'paid' }),
      order('o22', { status: 'cancelled' }),
      order('o23', { status: 'expired' }),
      // Released in the same write that ends it; a stale read must not count it either.
      order('o24', { stock_released_at: '2026-03-14T09:00:00.000Z' }),
      order('o25', { stock_reserved: { mini: 0 } }),
      order('o26', { stock_reserved: undefined }),
    ]);
    expect(holds.size).toBe(0);
  });

  it('sums what awaits payment: orders, transfers, value, next end, ends already passed', () => {
    const summary = pendingReservations(
      [
        order('o31', { totals: { items: 0.1, shipping: 0, discount: 0, total: 0.1 } }),
        order(
          'o32',
          {
            expires_at: '2026-03-14T09:59:00.000Z',
            totals: { items: 0.2, shipping: 0, discount: 0, total: 0.2 },
          },
          { method: 'card' },
        ),
        order('o33', { expires_at: undefined }),
        order('o34', { status: 'paid' }, { status: 'paid' }),
      ],
      NOW,
    );
    expect(summary).toEqual({
      orders: 3,
      transfers: 2,
      valueCents: 10 + 20 + 10_000,
      nextExpiry: '2026-03-14T09:59:00.000Z',
      overdue: 1,
    });
    expect(pendingReservations([], NOW)).toMatchObject({ orders: 0, nextExpiry: null });
  });

  it('says when a hold ends, in Paris time', () => {
    // 23:30 UTC on 16 March is 00:30 on 17 March in Paris.
    expect(expiryLabel('2026-03-16T23:30:00.000Z', NOW)).toBe('expire le 17 mars 2026 à 00:30');
    expect(expiryLabel('2026-03-14T09:00:00.000Z', NOW)).toBe('expirée le 14 mars 2026 à 10:00');
  });

  it('states the limits in force, the defaults where nothing is set', () => {
    const sentence = limitsSentence(reservationLimits({ max_unpaid_orders_per_account: 1 }));
    expect(sentence).toMatch(/^par compte, 1 commande non payée et 12\s000,00\s€ au plus, 50 %/);
    expect(sentence).toMatch(/300 virements en attente et 300\s000,00\s€ au plus\.$/);
  });
});
