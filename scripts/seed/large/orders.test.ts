// A year of generated orders must look like what the functions write: valid records, totals
// that add up in cents, statuses reached through the state machines, gapless numbers and
// documents, the grand livre's automatic entries, and customers that exist.
import { lineTotalCents, sumCents, toCents } from '@fohzshop/shared/money';
import { LedgerEntrySchema } from '@fohzshop/shared/schemas/ledger';
import {
  ORDER_NUMBER_PATTERN,
  OrderSchema,
  PAYMENT_METHODS,
  type Order,
} from '@fohzshop/shared/schemas/order';
import { UserSchema } from '@fohzshop/shared/schemas/user';
import { ORDER_STATUSES, ORDER_STOCK_RELEASED } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUSES } from '@fohzshop/shared/state-machines/payment';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, NOW, buildTestSeed } from './test-seed';

const seed = buildTestSeed();
const { orders, customers, ledger, counters } = seed;
const catalogue = new Map([...DEMO_PRODUCTS, ...seed.products].map((p) => [p.product_id, p]));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('generated customers', () => {
  it('are valid users with distinct e-mails, signed up before their first order', () => {
    expect(new Set(customers.map((c) => c.email)).size).toBe(customers.length);
    const byId = new Map(customers.map((c) => [c.user_id, c]));
    for (const customer of customers)
      expect(UserSchema.safeParse(customer).error?.issues, customer.user_id).toBeUndefined();
    for (const order of orders) {
      const customer = byId.get(order.user_id);
      expect(customer?.email, order.order_id).toBe(order.email);
      expect(customer!.created_at < order.created_at, order.order_id).toBe(true);
    }
  });
});

describe('generated orders', () => {
  it('are at least a thousand valid orders over the last twelve months', () => {
    expect(orders.length).toBeGreaterThanOrEqual(1000);
    for (const order of orders)
      expect(OrderSchema.safeParse(order).error?.issues, order.order_id).toBeUndefined();
    const ages = orders.map((o) => (NOW.getTime() - Date.parse(o.created_at)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(330);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
  });

  it('cover every order status, payment status and payment method', () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(orders.map((o) => o.payment.status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(orders.map((o) => o.payment.method))).toEqual(new Set(PAYMENT_METHODS));
  });

  it('price every line at its catalogue price and add up in cents', () => {
    for (const order of orders) {
      for (const item of order.items)
        expect(item.unit_price, item.product_id).toBe(catalogue.get(item.product_id)?.price);
      const items = sumCents(order.items.map((i) => lineTotalCents(i.unit_price, i.quantity)));
      expect(toCents(order.totals.items), order.order_id).toBe(items);
      expect(toCents(order.totals.total)).toBe(
        items + toCents(order.totals.shipping) - toCents(order.totals.discount),
      );
      const schedule = order.payment.schedule ?? [];
      if (schedule.length > 0)
        expect(sumCents(schedule.map((s) => toCents(s.amount)))).toBe(toCents(order.totals.total));
    }
  });

  it('keep payment, stock and documents consistent with their status', () => {
    for (const order of orders) {
      const { payment } = order;
      const refunds = Object.values(payment.refunds ?? {});
      expect(toCents(payment.refunded_amount ?? 0)).toBe(
        sumCents(refunds.map((r) => toCents(r.amount))),
      );
      expect(order.invoice !== undefined, order.order_id).toBe(payment.paid_at !== undefined);
      expect(Object.keys(order.credit_notes ?? {})).toEqual(Object.keys(payment.refunds ?? {}));
      expect(order.stock_released_at !== undefined).toBe(
        ORDER_STOCK_RELEASED.includes(order.status),
      );
      if (order.status === 'pending_payment')
        expect(Date.parse(order.expires_at!)).toBeGreaterThan(NOW.getTime());
      if (order.status === 'delivered') expect(order.delivery.delivered_at).toBeDefined();
      if (payment.method === 'bank_transfer')
        expect(payment.transfer?.reference).toBe(order.number);
      const times = order.history.map((h) => h.at);
      expect(times, order.order_id).toEqual([...times].sort());
      expect(order.updated_at).toBe(times.at(-1));
    }
  });

  it('are numbered without gaps per year, and the counters continue from there', () => {
    const byYear = new Map<string, Order[]>();
    for (const order of orders) {
      expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
      const year = order.number.slice(3, 7);
      byYear.set(year, [...(byYear.get(year) ?? []), order]);
    }
    for (const [year, list] of byYear) {
      const sequences = list.map((o) => Number(o.number.slice(-6))).sort((a, b) => a - b);
      expect(sequences).toEqual(list.map((_, i) => i + 1));
      expect(counters.orders[year]).toBe(list.length);
    }
    const invoices = orders.flatMap((o) => (o.invoice ? [o.invoice.number] : []));
    expect(new Set(invoices).size).toBe(invoices.length);
    const lastInvoices = Object.values(counters.invoices).reduce((sum, c) => sum + c.last, 0);
    expect(lastInvoices).toBe(invoices.length);
  });

  it('book one revenue entry per payment and one outflow per refund', () => {
    for (const entry of ledger)
      expect(LedgerEntrySchema.safeParse(entry).error?.issues, entry.entry_id).toBeUndefined();
    const paid = orders.filter((o) => o.payment.paid_at !== undefined);
    const revenue = ledger.filter((e) => e.automatic === 'payment');
    expect(revenue).toHaveLength(paid.length);
    expect(sumCents(revenue.map((e) => toCents(e.amount)))).toBe(
      sumCents(paid.map((o) => toCents(o.totals.total))),
    );
    const refundCount = orders.reduce((n, o) => n + Object.keys(o.payment.refunds ?? {}).length, 0);
    expect(ledger.filter((e) => e.automatic === 'refund')).toHaveLength(refundCount);
  });
});

describe('buildLargeSeed', () => {
  it('gives the same data for the same seed and different data for another', () => {
    const first = buildTestSeed(300);
    expect(buildTestSeed(300)).toEqual(first);
    expect(buildTestSeed(300, 7).products).not.toEqual(first.products);
  });

  it('refuses sizes outside 1 to 50 000', () => {
    expect(() => buildTestSeed(0)).toThrow(RangeError);
    expect(() => buildTestSeed(50_001)).toThrow(RangeError);
  });
});
