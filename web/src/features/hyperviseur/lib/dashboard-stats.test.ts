import { describe, expect, it } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { product } from '@fohzshop/shared/test-support/products';
import { dashboardStats, netRevenueCents, type DashboardOrder } from './dashboard-stats';

const NOW = new Date('2025-06-15T10:00:00.000Z');

function order(overrides: Partial<DashboardOrder> & { paid_at?: string } = {}): DashboardOrder {
  const { paid_at = '2025-06-10T09:00:00.000Z', ...rest } = overrides;
  return {
    status: 'paid',
    created_at: paid_at,
    totals: { items: 120, shipping: 0, discount: 0, total: 120 },
    payment: { method: 'card', status: 'paid', paid_at } as Order['payment'],
    delivery: { status: 'pending' },
    ...rest,
  };
}

const options = { now: NOW, lowStockThreshold: 2 };

describe('dashboardStats', () => {
  it('sums revenue TTC and HT (20 %) this month and last month, in cents', () => {
    const stats = dashboardStats(
      [
        order({ totals: { items: 0.1, shipping: 0, discount: 0, total: 0.1 } }),
        order({ totals: { items: 0.2, shipping: 0, discount: 0, total: 0.2 } }),
        order({ paid_at: '2025-05-31T22:30:00.000Z' }), // 00:30 on 1 June in Paris: this month
        order({ paid_at: '2025-05-20T12:00:00.000Z' }),
      ],
      [],
      options,
    );
    expect(stats.thisMonth.ttcCents).toBe(30 + 12_000);
    expect(stats.thisMonth.htCents).toBe(12_030 - 2_005);
    expect(stats.lastMonth.ttcCents).toBe(12_000);
    expect(stats.trendPercent).toBe(0.3);
    expect(stats.averageBasketCents).toBe(Math.round(12_030 / 3));
  });

  it('counts only cashed payments, net of refunds', () => {
    const refunded = order({
      payment: {
        method: 'card',
        status: 'partially_refunded',
        refunded_amount: 20,
        paid_at: '2025-06-02T10:00:00.000Z',
      },
    });
    expect(netRevenueCents(refunded)).toBe(10_000);
    const pending = order({
      status: 'pending_payment',
      payment: { method: 'bank_transfer', status: 'pending' },
    });
    expect(netRevenueCents(pending)).toBe(0);
    const stats = dashboardStats([refunded, pending], [], options);
    expect(stats.thisMonth).toEqual({ ttcCents: 10_000, htCents: 8_333, orders: 1 });
    expect(stats.transfersAwaiting).toBe(1);
    expect(stats.lastMonth.ttcCents).toBe(0);
    expect(stats.trendPercent).toBeNull();
  });

  it('counts orders to prepare, open returns, low stock and conversion', () => {
    const stats = dashboardStats(
      [
        order(),
        order({ status: 'preparing' }),
        order({ status: 'shipped', delivery: { status: 'shipped' } }),
        order({
          status: 'delivered',
          delivery: { status: 'delivered' },
          return: { status: 'requested', reason: 'Trop grande', requested_at: NOW.toISOString() },
          withdrawals: { w1: { received_at: NOW.toISOString(), scope: 'order' } },
        }),
        order({
          status: 'delivered',
          delivery: { status: 'delivered' },
          return: { status: 'rejected', reason: 'Hors délai', requested_at: NOW.toISOString() },
          withdrawals: { w2: { received_at: NOW.toISOString(), scope: 'order' } },
        }),
      ],
      [
        product({ product_id: 'a', stock: 5, views: 150 }),
        product({ product_id: 'b', stock: 2, views: 50 }),
        product({ product_id: 'c', stock: 0, views: 0 }),
      ],
      options,
    );
    expect(stats.ordersToPrepare).toBe(2);
    expect(stats.openReturns).toBe(1);
    // A withdrawal whose return was refused is closed.
    expect(stats.openWithdrawals).toBe(1);
    expect(stats.lowStock.map((p) => p.product_id)).toEqual(['c', 'b']);
    expect(stats.conversionPercent).toBe(2.5);
  });

  it('has no conversion without views and zero averages without orders', () => {
    const stats = dashboardStats([], [product({ views: 0 })], options);
    expect(stats.conversionPercent).toBeNull();
    expect(stats.averageBasketCents).toBe(0);
  });

  it('builds 30 daily and 12 monthly points ending today', () => {
    const stats = dashboardStats(
      [
        order({ paid_at: '2025-06-15T08:00:00.000Z' }),
        order({ paid_at: '2025-05-17T08:00:00.000Z' }),
        order({ paid_at: '2024-07-01T08:00:00.000Z' }),
        order({ paid_at: '2024-06-30T08:00:00.000Z' }),
      ],
      [],
      options,
    );
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]).toMatchObject({ key: '2025-05-17', label: '17/05', cents: 12_000 });
    expect(stats.daily.at(-1)).toMatchObject({ key: '2025-06-15', cents: 12_000 });
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly[0]).toMatchObject({ key: '2024-07', cents: 12_000 });
    expect(stats.monthly.at(-1)).toMatchObject({ key: '2025-06', cents: 12_000 });
    expect(stats.monthly.reduce((sum, point) => sum + point.cents, 0)).toBe(36_000);
  });
});
