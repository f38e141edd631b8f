// 50 customers order the last 10 units at the same moment: exactly 10 orders, stock 0, the 40
// others get the French stock error, and every number is distinct. Also reports placeOrder
// latency next to a trivial callable measured in the same run (a report, not an assertion).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

const CUSTOMERS = 50;
const UNITS = 10;
let customers: Account[];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => newAccount()));
});
afterAll(closeAdmin);

describe('placeOrder under concurrency', () => {
  it(`sells exactly ${UNITS} units to ${CUSTOMERS} simultaneous customers`, async () => {
    await seedProduct('p-hot', { name: 'Teverun Fighter 11+', stock: UNITS, price: 2490 });
    // Start the runtime processes first (empty carts fail fast), so that the burst below
    // races inside the database rather than in process start-up.
    await Promise.all(customers.slice(0, 10).map((c) => placeOrder(orderRequest(), c)));
    await Promise.all(customers.map((c) => seedCart(c.uid, { 'p-hot': 1 })));
    const started = Date.now();
    const outcomes = await Promise.all(customers.map((c) => placeOrder(orderRequest(), c)));
    console.info(`${CUSTOMERS} concurrent placeOrder calls: ${Date.now() - started} ms`);
    const won = outcomes.filter((o) => o.ok);
    const lost = outcomes.filter((o) => !o.ok);
    expect(won).toHaveLength(UNITS);
    for (const outcome of lost) {
      expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
      expect(outcome.ok ? '' : outcome.message).toMatch(
        /^Stock insuffisant pour « Teverun Fighter 11\+ »/,
      );
    }
    expect(await read('products/p-hot/stock')).toBe(0);
    const orders = (await read<Record<string, { number: string }>>('orders')) ?? {};
    expect(Object.keys(orders)).toHaveLength(UNITS);
    expect(new Set(Object.values(orders).map((o) => o.number)).size).toBe(UNITS);
  }, 120_000);

  it('measures placeOrder latency against recordProductView (report only)', async () => {
    await seedProduct('p-bench', { stock: 1000 });
    const runs = 20;
    await call('recordProductView', { product_id: 'p-bench' }, customers[0]!); // warm runtime
    const order: number[] = [];
    const view: number[] = [];
    for (let i = 0; i < runs; i++) {
      const who = customers[i]!;
      await seedCart(who.uid, { 'p-bench': 1 });
      order.push(await timed(() => placeOrder(orderRequest(), who)));
      view.push(await timed(() => call('recordProductView', { product_id: 'p-bench' }, who)));
    }
    const [p50, p95] = [percentile(order, 50), percentile(order, 95)];
    const [v50, v95] = [percentile(view, 50), percentile(view, 95)];
    console.info(
      `placeOrder p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ` +
        `recordProductView p50 ${v50.toFixed(0)} ms, p95 ${v95.toFixed(0)} ms; ` +
        `ratio p50 ${(p50 / v50).toFixed(2)}×, p95 ${(p95 / v95).toFixed(2)}×`,
    );
    expect(await db().ref('products/p-bench/stock').once('value')).toBeTruthy();
  });
});
