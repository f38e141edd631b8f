// The dashboard's figures, computed in integer cents from the live orders and products.
// Revenue is what was actually cashed: paid orders (by payment date), minus what was refunded.
import { SALES_VAT_RATE } from '@fohzshop/shared/ledger/entries';
import { toCents, vatIncludedCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import type { ReturnStatus } from '@fohzshop/shared/state-machines/return';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';
import { hasOpenWithdrawal } from '@fohzshop/shared/withdrawal';
import { dayLabel, monthLabel, parisDay, parisMonth, shiftDay, shiftMonth } from './paris-time';

/** Used when settings/shop has no low_stock_threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

const CASHED: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];
const TO_PREPARE: readonly OrderStatus[] = ['paid', 'preparing'];
const OPEN_RETURNS: readonly ReturnStatus[] = ['requested', 'accepted', 'received'];

export type DashboardOrder = Pick<
  Order,
  'status' | 'created_at' | 'totals' | 'payment' | 'return' | 'delivery' | 'withdrawals'
>;

/** What an order brought in, net of refunds (0 when never paid). */
export function netRevenueCents(order: DashboardOrder): number {
  if (!CASHED.includes(order.payment.status)) return 0;
  const refunded = order.payment.refunded_amount ?? 0;
  return Math.max(0, toCents(order.totals.total) - toCents(refunded));
}

const cashedAt = (order: DashboardOrder): string => order.payment.paid_at ?? order.created_at;
const isCashed = (order: DashboardOrder) => CASHED.includes(order.payment.status);

export type Revenue = { ttcCents: number; htCents: number; orders: number };

function revenueOf(orders: readonly DashboardOrder[]): Revenue {
  let ttcCents = 0;
  for (const order of orders) ttcCents += netRevenueCents(order);
  return {
    ttcCents,
    htCents: ttcCents - vatIncludedCents(ttcCents, SALES_VAT_RATE),
    orders: orders.length,
  };
}

export type SeriesPoint = { key: string; label: string; cents: number };

function series(
  orders: readonly DashboardOrder[],
  keys: string[],
  keyOf: (iso: string) => string,
  label: (key: string) => string,
): SeriesPoint[] {
  const totals = new Map(keys.map((key) => [key, 0]));
  for (const order of orders) {
    const key = keyOf(cashedAt(order));
    const current = totals.get(key);
    if (current !== undefined) totals.set(key, current + netRevenueCents(order));
  }
  return keys.map((key) => ({ key, label: label(key), cents: totals.get(key) ?? 0 }));
}

export type DashboardStats = {
  thisMonth: Revenue;
  lastMonth: Revenue;
  /** Change of TTC revenue vs last month, in percent (null when last month is 0). */
  trendPercent: number | null;
  ordersToPrepare: number;
  transfersAwaiting: number;
  openReturns: number;
  /** Orders with a withdrawal whose return is not refunded, refused or cancelled yet. */
  openWithdrawals: number;
  lowStock: Product[];
  /** Average paid basket this month, cents (0 without orders). */
  averageBasketCents: number;
  /** Paid orders ÷ product views (all time), percent; null without views. */
  conversionPercent: number | null;
  daily: SeriesPoint[];
  monthly: SeriesPoint[];
};

export function dashboardStats(
  orders: readonly DashboardOrder[],
  products: readonly Product[],
  options: { now: Date; lowStockThreshold: number },
): DashboardStats {
  const month = parisMonth(options.now);
  const previous = shiftMonth(month, -1);
  const cashed = orders.filter(isCashed);
  const thisMonth = revenueOf(cashed.filter((o) => parisMonth(cashedAt(o)) === month));
  const lastMonth = revenueOf(cashed.filter((o) => parisMonth(cashedAt(o)) === previous));
  const today = parisDay(options.now);
  const days = Array.from({ length: 30 }, (_, i) => shiftDay(today, i - 29));
  const months = Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 11));
  const views = products.reduce((sum, product) => sum + product.views, 0);
  return {
    thisMonth,
    lastMonth,
    trendPercent:
      lastMonth.ttcCents === 0
        ? null
        : Math.round(((thisMonth.ttcCents - lastMonth.ttcCents) / lastMonth.ttcCents) * 1000) / 10,
    ordersToPrepare: orders.filter(
      (o) => TO_PREPARE.includes(o.status) && o.delivery.status === 'pending',
    ).length,
    transfersAwaiting: orders.filter(
      (o) =>
        o.payment.method === 'bank_transfer' &&
        o.payment.status === 'pending' &&
        o.status === 'pending_payment',
    ).length,
    openReturns: orders.filter((o) => o.return && OPEN_RETURNS.includes(o.return.status)).length,
    openWithdrawals: orders.filter(hasOpenWithdrawal).length,
    lowStock: products
      .filter((p) => p.stock <= options.lowStockThreshold)
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name, 'fr')),
    averageBasketCents:
      thisMonth.orders === 0 ? 0 : Math.round(thisMonth.ttcCents / thisMonth.orders),
    conversionPercent: views === 0 ? null : Math.round((cashed.length / views) * 10_000) / 100,
    daily: series(cashed, days, parisDay, dayLabel),
    monthly: series(cashed, months, parisMonth, monthLabel),
  };
}
