// Fuzzed callables: for every callable the functions export, 1,000 generated requests (valid by
// the contract's JSON Schema, near-valid with one thing wrong, or garbage) sent as a visitor, a
// customer or an admin, through the deployed function's own run() against the test stack. Only
// the expected refusals may come back — never `internal` — and a refused request leaves the
// database exactly as it was. A failure prints fast-check's seed and counterexample: add the
// counterexample to regressions.json and it is replayed first on every run.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { CALLABLES, type CallableName } from '@fohzshop/shared/contracts/index';
import { closeAdmin } from '../support/admin.js';
import { newAccount, type Account } from '../support/accounts.js';
import { loadFunctions, runCallable, type Identity } from '../support/in-process.js';
import { ADDRESS, orderRequest, seedCart, seedSettings } from '../support/orders.js';
import { resetDatabase, seedProduct, seedUserRecord } from '../support/seed.js';
import { NAMESPACE } from '../support/stack.js';
import {
  jsonSchemaOf,
  nearValidArbitrary,
  validArbitrary,
  weirdValue,
  type KnownIds,
} from './schema-arbitrary.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** What a refused request may answer; anything else (internal, uncaught…) is a bug. */
const REFUSALS = new Set([
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
  'already-exists',
  'resource-exhausted',
  'unavailable',
]);
/** What a refusal may still record, by design: the sync keeps its last outcome and error. */
const RECORDED_ON_REFUSAL: Partial<Record<string, string[][]>> = {
  syncReviewRatings: [['review_stats', 'last_sync']],
};
const ROLES = ['visitor', 'customer', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Regression = { callable: string; role: Role; data: unknown };

const regressions = JSON.parse(
  readFileSync(new URL('./regressions.json', import.meta.url), 'utf8'),
) as Regression[];

let functions: Record<string, unknown>;
let customer: Account;
let admin: Account;
let ids: KnownIds;
let writes = 0;

const identity = (role: Role): Identity =>
  role === 'visitor'
    ? undefined
    : role === 'admin'
      ? { uid: admin.uid, email: admin.email, admin: true }
      : { uid: customer.uid, email: customer.email };

/** The whole database as the server holds it (REST, owner access), minus `ignored` paths. */
async function serverState(ignored: string[][] = []): Promise<string> {
  const url = `http://${inject('functionsRtdbHost')}/.json?ns=${NAMESPACE}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const tree = (await response.json()) as Record<string, unknown> | null;
  for (const path of ignored) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
    if (parent && typeof parent === 'object')
      delete (parent as Record<string, unknown>)[path.at(-1)!];
  }
  return JSON.stringify(tree);
}

beforeAll(async () => {
  // Thousands of refusals: the functions' structured logs would drown the report.
  for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation(() => undefined);
  }
  await resetDatabase();
  await seedSettings();
  [customer, admin] = await Promise.all([newAccount(), newAccount({ admin: true })]);
  await seedUserRecord(customer.uid, { email: customer.email, addresses: { a1: ADDRESS } });
  await seedUserRecord(admin.uid, { email: admin.email, admin: true });
  await seedProduct('fz-scooter', { type: 'Trottinette électrique', stock: 50 });
  await seedProduct('fz-part', { stock: 50 });
  await seedCart(customer.uid, { 'fz-part': 1 });
  functions = (await loadFunctions()) as unknown as Record<string, unknown>;
  const placed = await runCallable(functions.placeOrder, orderRequest(), identity('customer'));
  if (!placed.ok) throw new Error(`commande de départ refusée : ${placed.message}`);
  const orderId = (placed.result as { order_id: string }).order_id;
  ids = {
    product_id: ['fz-scooter', 'fz-part'],
    order_id: [orderId],
    user_id: [customer.uid, admin.uid],
  };
  // Every write of the functions' Admin SDK (this process) shows in its local view at once.
  const { ref } = await import('@fohzshop/functions/src/core/db.js');
  ref('/').on('value', () => (writes += 1));
});
afterAll(async () => {
  vi.restoreAllMocks();
  const { ref } = await import('@fohzshop/functions/src/core/db.js');
  ref('/').off();
  await closeAdmin();
});

const names = (Object.keys(CALLABLES) as CallableName[]).sort();

describe('fuzzed callables', () => {
  it('every callable contract has a deployed function', async () => {
    const exported = await loadFunctions();
    expect(names.filter((name) => !(name in exported))).toEqual([]);
  });

  it.each(names)(
    '%s answers only with refusals or results, and refusals change nothing',
    async (name) => {
      const fn = functions[name];
      if (!fn) return; // reported by the test above
      const valid = validArbitrary(jsonSchemaOf(CALLABLES[name].request), ids);
      const request = fc.oneof(
        { weight: 3, arbitrary: valid },
        { weight: 5, arbitrary: nearValidArbitrary(valid) },
        { weight: 2, arbitrary: weirdValue },
      );
      const ignored = RECORDED_ON_REFUSAL[name] ?? [];
      let baseline = await serverState(ignored);
      const property = fc.asyncProperty(request, fc.constantFrom(...ROLES), async (data, role) => {
        // The callable protocol carries JSON: what cannot be encoded never reaches a handler.
        const wire = JSON.parse(JSON.stringify(data ?? null)) as unknown;
        const before = writes;
        // A call that never settles is a bug too: report it instead of hanging the run.
        const outcome = await Promise.race([
          runCallable(fn, wire, identity(role)),
          new Promise<{ ok: false; code: string; message: string }>((resolve) =>
            setTimeout(
              () => resolve({ ok: false, code: 'timeout', message: 'no answer in 20 s' }),
              20_000,
            ).unref(),
          ),
        ]);
        const wrote = writes !== before;
        if (outcome.ok) {
          if (wrote) baseline = await serverState(ignored);
          return;
        }
        expect(REFUSALS, `${outcome.code}: ${outcome.message}`).toContain(outcome.code);
        expect(outcome.message.length).toBeGreaterThan(0);
        if (wrote) {
          const after = await serverState(ignored);
          expect(after, 'un refus a modifié la base').toBe(baseline);
        }
      });
      const examples = regressions
        .filter((r) => r.callable === name)
        .map((r) => [r.data, r.role] as [unknown, Role]);
      await fc.assert(property, { numRuns: RUNS, examples, verbose: 1 });
    },
    600_000,
  );
});
