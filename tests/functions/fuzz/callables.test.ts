// Fuzzed callables: for every callable the functions export, generated requests — valid (the
// contract accepts them), near-valid (one thing wrong) or garbage — sent as a visitor, a customer
// and an admin through firebase-functions-test's wrap() against the test stack, from a seeded
// state with an order at every stage, a ledger entry and reviews (fuzz-seed.ts). Only the
// expected refusals may come back — never `internal` — and a refused request leaves the database
// exactly as it was; an accepted one is undone so that every case starts from the same state.
// A failure prints fast-check's seed and counterexample: add the counterexample to
// regressions.json and it is replayed first on every run. Figures: reports/fuzz.md.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALLABLES, type CallableName } from '@fohzshop/shared/contracts/index';
import { closeAdmin } from '../support/admin.js';
import {
  loadFunctions,
  runCallable,
  type Identity,
  type RunOutcome,
} from '../support/in-process.js';
import { identityOf, seedFuzzWorld, type FuzzWorld } from './fuzz-seed.js';
import {
  record,
  recordGenerator,
  reachedShare,
  writeReport,
  type CaseKind,
} from './fuzz-report.js';
import { jsonSchemaOf } from './json-schema.js';
import { nearValidArbitrary } from './near-valid.js';
import {
  allowedCodes,
  isStoppedBeforeHandler,
  RECORDED_ON_REFUSAL,
  serverState,
} from './oracle.js';
import { candidateArbitrary, contractArbitrary, onTheWire } from './schema-arbitrary.js';
import { weirdValue } from './weird-values.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** `each`: RUNS cases per callable and role; `rotate`: RUNS per callable, roles in turn. */
const ROLE_MODE = process.env.FUZZ_ROLES === 'rotate' ? 'rotate' : 'each';
const ROLES = ['visitor', 'customer', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Case = { kind: CaseKind; data: unknown };
type Regression = { callable: string; role: Role; data: unknown };

const regressions = JSON.parse(
  readFileSync(new URL('./regressions.json', import.meta.url), 'utf8'),
) as Regression[];

let functions: Record<string, unknown>;
let world: FuzzWorld;
let baseline: string;
let writes = 0;

const identity = (role: Role): Identity =>
  role === 'visitor'
    ? undefined
    : role === 'admin'
      ? identityOf(world.admin, true)
      : identityOf(world.customer);

beforeAll(async () => {
  // Thousands of refusals: the functions' structured logs would drown the report.
  for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation(() => undefined);
  }
  functions = (await loadFunctions()) as unknown as Record<string, unknown>;
  world = await seedFuzzWorld(functions);
  baseline = await serverState();
  // Every write of the functions' Admin SDK (this process) shows in its local view at once.
  const { ref } = await import('@fohzshop/functions/src/core/db.js');
  ref('/').on('value', () => (writes += 1));
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  const { ref } = await import('@fohzshop/functions/src/core/db.js');
  ref('/').off();
  process.stdout.write(`\n${await writeReport()}\n`);
  await closeAdmin();
});

/** A call that never settles is a bug too: report it instead of hanging the run. */
const settle = (call: Promise<RunOutcome>): Promise<RunOutcome> =>
  Promise.race([
    call,
    new Promise<RunOutcome>((resolve) =>
      setTimeout(
        () => resolve({ ok: false, code: 'timeout', message: 'no answer in 20 s' }),
        20_000,
      ).unref(),
    ),
  ]);

const names = (Object.keys(CALLABLES) as CallableName[]).sort();
type Slot = [CallableName, Role | 'rotating'];
const plan: Slot[] = names.flatMap((name): Slot[] =>
  ROLE_MODE === 'each' ? ROLES.map((role): Slot => [name, role]) : [[name, 'rotating']],
);

describe('fuzzed callables', () => {
  it('every callable contract has a deployed function, and every callable export a contract', async () => {
    const exported = await loadFunctions();
    expect(names.filter((name) => !(name in exported))).toEqual([]);
    const callables = Object.entries(exported)
      .filter(([, fn]) => typeof fn === 'function' && '__endpoint' in fn)
      .filter(
        ([, fn]) =>
          (fn as { __endpoint: { callableTrigger?: unknown } }).__endpoint.callableTrigger,
      )
      .map(([name]) => name);
    expect(callables.filter((name) => !(name in CALLABLES))).toEqual([]);
  });

  it.each(plan)(
    '%s as %s answers only with allowed refusals or results, and refusals change nothing',
    async (name, who) => {
      const fn = functions[name];
      if (!fn) return; // reported by the test above
      const contract = CALLABLES[name];
      // A new product or review gets a fresh id mostly; existing ones are the « already exists » path.
      const ids = name === 'createProduct' ? { ...world.ids, product_id: [] } : world.ids;
      const candidates = fc.sample(candidateArbitrary(contract, ids), { numRuns: 200 });
      recordGenerator(
        name,
        candidates.filter((c) => contract.request.safeParse(c).success).length / 200,
      );
      const valid = contractArbitrary(contract, ids);
      const request: fc.Arbitrary<Case> = fc.oneof(
        { weight: 4, arbitrary: valid.map((data) => ({ kind: 'valid' as const, data })) },
        {
          weight: 4,
          arbitrary: nearValidArbitrary(valid, jsonSchemaOf(contract.request)).map((data) => ({
            kind: 'near-valid' as const,
            data,
          })),
        },
        { weight: 2, arbitrary: weirdValue.map((data) => ({ kind: 'garbage' as const, data })) },
      );
      const roles = fc.constantFrom<Role>(...(who === 'rotating' ? ROLES : [who]));
      const allowed = allowedCodes(name);
      const ignored = RECORDED_ON_REFUSAL[name] ?? [];
      const compareTo = ignored.length ? await serverState(ignored) : baseline;
      const property = fc.asyncProperty(request, roles, async ({ kind, data }, role) => {
        // The callable protocol carries JSON: what cannot be encoded never reaches a handler.
        const wire = onTheWire(data);
        const before = writes;
        const outcome = await settle(runCallable(fn, wire, identity(role)));
        const wrote = writes !== before;
        const reached = !isStoppedBeforeHandler(contract, wire, outcome);
        record(name, role, kind, { ...outcome, reached });
        if (outcome.ok) {
          if (wrote) await world.restore(name === 'deleteMyAccount');
          return;
        }
        expect(allowed, `${outcome.code}: ${outcome.message}`).toContain(outcome.code);
        expect(outcome.message.length).toBeGreaterThan(0);
        if (wrote) expect(await serverState(ignored), 'un refus a modifié la base').toBe(compareTo);
      });
      const examples = regressions
        .filter((r) => r.callable === name && (who === 'rotating' || r.role === who))
        .map((r) => [{ kind: 'regression', data: r.data }, r.role] as [Case, Role]);
      await fc.assert(property, { numRuns: RUNS, examples, verbose: 1 });
      // Valid cases must mostly reach the handler, for every role the contract lets in.
      const admitted = (role: Role) =>
        contract.access === 'public' ||
        (contract.access === 'user' && role !== 'visitor') ||
        role === 'admin';
      for (const role of ROLES.filter((r) => admitted(r) && (who === 'rotating' || r === who)))
        expect(reachedShare(name, role), `${name} as ${role}`).toBeGreaterThanOrEqual(0.5);
    },
    900_000,
  );
});
