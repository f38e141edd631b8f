// Load on the local stack (loopback only, bounded): 100 customers order the last 10 units at once;
// 1,000 visitors view a product at once (in process, see below); one customer submits the same cart from two tabs. Then
// placeOrder's latency next to the no-op `ping` callable, measured in the same run, is written to
// reports/load.md (a report, not an assertion: timings depend on the machine).
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { closeAdmin, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, type Caller } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { loadFunctions, runCallable } from './support/in-process.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { ROOT } from './support/stack.js';

const CUSTOMERS = 100;
const UNITS = 10;
const VIEWERS = 1000;
let customers: Account[];
const report: string[] = [];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs `tasks` with at most `limit` in flight (the emulator queues the rest anyway). */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  // Each from a connection of their own, as real customers are (the per-origin order cap would
  // otherwise stop a hundred accounts behind one address: origin-limits.test.ts).
  customers = await pooled(
    Array.from({ length: CUSTOMERS }, (_, i) => async () => ({
      ...(await newAccount()),
      headers: { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
    })),
    10,
  );
}, 180_000);
afterAll(async () => {
  await mkdir(`${ROOT}reports`, { recursive: true });
  const text = `# Load on the local stack\n\nWritten by tests/functions/load.test.ts on ${new Date().toISOString()}.\n\n${report.join('\n')}\n`;
  await writeFile(`${ROOT}reports/load.md`, text);
  await closeAdmin();
});

describe('load', () => {
  it(`${CUSTOMERS} customers, ${UNITS} units: exactly ${UNITS} orders, stock 0`, async () => {
    await seedProduct('l-hot', { name: 'Kaabo Wolf King GT', stock: UNITS, price: 3990 });
    await Promise.all(customers.map((c) => seedCart(c.uid, { 'l-hot': 1 })));
    const started = Date.now();
    const outcomes = await Promise.all(customers.map((c) => placeOrder(orderRequest(), c)));
    report.push(`- ${CUSTOMERS} concurrent orders for ${UNITS} units: ${Date.now() - started} ms`);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(UNITS);
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
      expect(outcome.ok ? '' : outcome.message).toMatch(/^Stock insuffisant pour « Kaabo/);
    }
    expect(await read('products/l-hot/stock')).toBe(0);
    const orders = (await read<Record<string, { number: string }>>('orders')) ?? {};
    expect(new Set(Object.values(orders).map((o) => o.number)).size).toBe(UNITS);
  }, 300_000);

  it(`${VIEWERS} concurrent views from distinct visitors count exactly +${VIEWERS}`, async () => {
    await seedProduct('l-viewed', { views: 7 });
    // In process, through the function's own run(): over HTTP the emulator queues calls behind
    // 10 workers, and 1,000 requests stalled it for minutes on a fresh CI machine. Here the 1,000
    // handlers really race, in the database: guard transactions and atomic increments.
    const { recordProductView } = await loadFunctions();
    const visitor = (i: number): Caller => ({
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    });
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: VIEWERS }, (_, i) =>
        runCallable(recordProductView, { product_id: 'l-viewed' }, undefined, visitor(i)),
      ),
    );
    report.push(
      `- ${VIEWERS} concurrent recordProductView (in process): ${Date.now() - started} ms`,
    );
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(await read('products/l-viewed/views')).toBe(7 + VIEWERS);
  }, 240_000);

  it('one customer submitting the same cart from two tabs makes one order', async () => {
    const [buyer] = customers;
    await seedProduct('l-tabs', { stock: 20 });
    await seedCart(buyer!.uid, { 'l-tabs': 2 });
    // Each tab holds its own idempotency key; both submit at the same moment, twice each.
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => placeOrder(orderRequest(), buyer!)));
    const won = outcomes.filter((o) => o.ok);
    expect(won).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
      expect([ORDER_MESSAGES.checkoutInProgress, ORDER_MESSAGES.emptyCart]).toContain(
        outcome.ok ? '' : outcome.message,
      );
    }
    expect(await read('products/l-tabs/stock')).toBe(18);
  }, 120_000);

  it('reports placeOrder latency as a ratio to the no-op callable', async () => {
    await seedProduct('l-bench', { stock: 1000 });
    const runs = 30;
    await call('ping', {}); // warm a runtime
    const order: number[] = [];
    const noop: number[] = [];
    for (let i = 0; i < runs; i++) {
      const who = customers[i]!;
      await seedCart(who.uid, { 'l-bench': 1 });
      order.push(await timed(() => placeOrder(orderRequest(), who)));
      noop.push(await timed(() => call('ping', {}, who)));
    }
    const [p50, p95] = [percentile(order, 50), percentile(order, 95)];
    const [n50, n95] = [percentile(noop, 50), percentile(noop, 95)];
    report.push(
      `- placeOrder p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ping p50 ${n50.toFixed(0)} ms, ` +
        `p95 ${n95.toFixed(0)} ms; ratio p50 ${(p50 / n50).toFixed(2)}×, p95 ${(p95 / n95).toFixed(2)}× ` +
        `(${runs} sequential calls each)`,
    );
    console.info(report.at(-1));
    expect(order).toHaveLength(runs);
  }, 180_000);
});
