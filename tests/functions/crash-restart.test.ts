// Crash and restart: our database server runs here as its own process with a data directory
// (write-ahead log), the functions run in this process against it, and customers keep ordering
// while the server is killed with SIGKILL and started again — twice. The Admin SDK inside the
// functions must reconnect by itself; every acknowledged order must be there and whole; for
// every product, initial stock = stock left + units in the orders; no order number is reused.
// Calls caught by the crash may fail (the caller was never told « commande créée »): that is
// allowed, losing or half-writing an acknowledged one is not.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { productInput } from './support/fixtures.js';
import {
  orderRequest,
  ROOMY_RESERVATION_LIMITS,
  SHOP_SETTINGS,
  type OrderAnswer,
} from './support/orders.js';
import { runCallable } from './support/in-process.js';
import { crashableDatabase, type CrashableDatabase } from './support/crashable-database.js';
import { maildevParams } from '@fohzshop/local-stack/stack/maildev';
import { AUTH_HOST, NAMESPACE, PROJECT_ID, TEST_MAIL_PORTS } from './support/stack.js';

const PRODUCTS = ['c-thunder', 'c-wolf', 'c-tire', 'c-brake'];
const INITIAL_STOCK = 60;
const CUSTOMERS = 24;
/** CRASH_ATTEMPTS raises it for a longer run (CI keeps the default). */
const ATTEMPTS = Number(process.env.CRASH_ATTEMPTS ?? 140);
const IN_FLIGHT = 8;
/** Acknowledged orders after which the server is killed (then restarted). */
const KILL_AFTER = [20, 60];

let server: CrashableDatabase;
let app: App;
let db: Database;
let placeOrderFn: unknown;

beforeAll(async () => {
  server = await crashableDatabase();
  // The functions' Admin SDK talks to this server, as in the emulator.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = server.host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIREBASE_CONFIG = JSON.stringify({
    projectId: PROJECT_ID,
    databaseURL: `https://${NAMESPACE}.firebaseio.com`,
  });
  process.env.VIEW_GUARD_SALT ??= 'crash-restart-tests-view-guard-salt';
  // Order e-mails go to the test stack's maildev, as the emulated functions' do.
  Object.assign(process.env, maildevParams(TEST_MAIL_PORTS));
  placeOrderFn = (await import('@fohzshop/functions/src/index.js')).placeOrder;
  app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `http://${server.host}?ns=${NAMESPACE}` },
    `crash-restart-${process.pid}`,
  );
  db = getDatabase(app);
  const input = productInput();
  const products = Object.fromEntries(
    PRODUCTS.map((id, index) => [
      id,
      {
        ...input,
        name: `${input.name} ${index + 1}`,
        images: input.images.filter((i) => i.trim() !== ''),
        product_id: id,
        stock: INITIAL_STOCK,
        views: 0,
        created_at: '2026-01-05T10:00:00.000Z',
      },
    ]),
  );
  // Each customer orders again and again from its own address: the shop's bounds on unpaid
  // orders and its per-origin caps (their own tests) are not what this test is about.
  await db.ref().set({
    products,
    settings: { shop: SHOP_SETTINGS, reservations: ROOMY_RESERVATION_LIMITS },
  });
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
});

const customer = (index: number) => ({
  uid: `crash-customer-${index}`,
  email: `client${index}@exemple.fr`,
});

/** One attempt: the customer's cart (one or two products), then placeOrder. */
async function attempt(index: number): Promise<OrderAnswer | undefined> {
  const who = customer(index % CUSTOMERS);
  const first = PRODUCTS[index % PRODUCTS.length]!;
  const second = PRODUCTS[(index * 7 + 1) % PRODUCTS.length]!;
  const at = new Date().toISOString();
  const items = { [first]: { quantity: 1 + (index % 2), added_at: at } } as Record<string, unknown>;
  if (index % 3 === 0 && second !== first) items[second] = { quantity: 1, added_at: at };
  await db.ref(`carts/${who.uid}`).set({ items, updated_at: at });
  const origin = { headers: { 'x-forwarded-for': `198.51.100.${index % CUSTOMERS}` } };
  const outcome = await runCallable(placeOrderFn, orderRequest(), who, origin);
  return outcome.ok ? (outcome.result as OrderAnswer) : undefined;
}

describe('crash and restart of the database server under orders', () => {
  it('keeps every acknowledged order whole, stock exact, numbers never reused', async () => {
    const acknowledged: OrderAnswer[] = [];
    let failed = 0;
    let crashes = 0;
    let crashing: Promise<void> | undefined;
    let next = 0;
    // Customers in flight at once; one customer's attempts never overlap (same cart).
    const worker = async (lane: number) => {
      for (let index = lane; index < ATTEMPTS; index += IN_FLIGHT) {
        const answer = await attempt(index).catch(() => undefined);
        if (answer) acknowledged.push(answer);
        else failed += 1;
        next += 1;
        if (
          !crashing &&
          crashes < KILL_AFTER.length &&
          acknowledged.length >= KILL_AFTER[crashes]!
        ) {
          crashes += 1;
          crashing = server.killAndRestart().finally(() => (crashing = undefined));
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, lane) => worker(lane)));
    await crashing;
    expect(crashes).toBe(KILL_AFTER.length);
    expect(next).toBe(ATTEMPTS);
    console.info(
      `Crash et redémarrage : ${ATTEMPTS} tentatives, ${acknowledged.length} commandes confirmées, ${failed} refusées ou interrompues, ${crashes} arrêts brutaux (SIGKILL) du serveur.`,
    );
    expect(acknowledged.length).toBeGreaterThan(KILL_AFTER.at(-1)!);

    // A fresh connection to the restarted server: what is on disk is what counts.
    const orders = ((await db.ref('orders').once('value')).val() ?? {}) as Record<string, unknown>;
    for (const answer of acknowledged) {
      const order = orders[answer.order_id] as { number?: string } | undefined;
      expect(order?.number, answer.order_id).toBe(answer.number);
    }
    const units = new Map<string, number>();
    const numbers = new Set<string>();
    for (const [id, stored] of Object.entries(orders)) {
      const order = OrderSchema.parse(stored); // whole, never half-written
      expect(order.order_id).toBe(id);
      expect(numbers.has(order.number), order.number).toBe(false);
      numbers.add(order.number);
      for (const item of order.items)
        units.set(item.product_id, (units.get(item.product_id) ?? 0) + item.quantity);
    }
    for (const id of PRODUCTS) {
      const stock = (await db.ref(`products/${id}/stock`).once('value')).val() as number;
      expect(stock, id).toBeGreaterThanOrEqual(0);
      expect(stock + (units.get(id) ?? 0), id).toBe(INITIAL_STOCK);
    }
    // The counter is past every number handed out, so the next order cannot reuse one.
    const year = [...numbers][0]!.slice(3, 7);
    const counter = (await db.ref(`counters/orders/${year}`).once('value')).val() as number;
    const highest = Math.max(...[...numbers].map((n) => Number(n.slice(-6))));
    expect(counter).toBeGreaterThanOrEqual(highest);
  }, 240_000);
});
