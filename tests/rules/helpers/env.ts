// Test harness: one rules-unit-testing environment per test file, in its own namespace, with
// the four actors of the access matrix and owner-level seeding.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { seedTree } from './fixtures.js';

export type Database = ReturnType<RulesTestContext['database']>;

/** visitor: signed out; user: alice; other: bob, another customer; admin: custom claim admin. */
export const ACTORS = ['visitor', 'user', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const UID = { user: 'alice', other: 'bob', admin: 'boss' } as const;
export const EMAIL = {
  user: 'alice@example.fr',
  other: 'bob@example.fr',
  admin: 'boss@fohzshop.fr',
} as const;

// RULES_FILE lets a mutation run point the suite at a modified copy.
const RULES_PATH =
  process.env.RULES_FILE ?? fileURLToPath(new URL('../../../database.rules.json', import.meta.url));
export const RULES_TEXT = readFileSync(RULES_PATH, 'utf8');

export interface RulesHarness {
  env: RulesTestEnvironment;
  /** Client database of an actor (contexts are created once per file). */
  db(actor: Actor): Database;
  /** Client database for any uid and token claims (e.g. a user without an email). */
  as(uid: string, claims?: Record<string, unknown>): Database;
  /** Writes with rules disabled (owner). */
  seed(path: string, value: unknown): Promise<void>;
  /** Reads with rules disabled (owner). */
  peek(path: string): Promise<unknown>;
}

/**
 * Registers the lifecycle hooks of a test file: environment in `beforeAll`, database cleared and
 * re-seeded with the standard tree before each test (unless `seed` is false), cleanup at the end.
 * `namespace` must be unique per file: files run in parallel against the same server.
 */
export function useRulesHarness(namespace: string, options: { seed?: boolean } = {}): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  const dbs = new Map<string, Database>();

  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('rules test environment not initialised (use inside tests)');
    return env;
  };
  const as = (uid: string, claims: Record<string, unknown> = {}): Database => {
    const key = `${uid}|${JSON.stringify(claims)}`;
    let db = dbs.get(key);
    if (!db) {
      db = current().authenticatedContext(uid, claims).database();
      dbs.set(key, db);
    }
    return db;
  };
  const db = (actor: Actor): Database => {
    switch (actor) {
      case 'visitor': {
        let visitor = dbs.get('visitor');
        if (!visitor) {
          visitor = current().unauthenticatedContext().database();
          dbs.set('visitor', visitor);
        }
        return visitor;
      }
      case 'admin':
        return as(UID.admin, { email: EMAIL.admin, admin: true });
      default:
        return as(UID[actor], { email: EMAIL[actor] });
    }
  };
  const seed = (path: string, value: unknown): Promise<void> =>
    current().withSecurityRulesDisabled(async (ctx) => {
      await ctx.database().ref(path).set(value);
    });
  const peek = async (path: string): Promise<unknown> => {
    let value: unknown = null;
    await current().withSecurityRulesDisabled(async (ctx) => {
      value = (await ctx.database().ref(path).get()).val();
    });
    return value;
  };

  beforeAll(async () => {
    const { host, port } = inject('rtdbEmulator');
    env = await initializeTestEnvironment({
      projectId: `demo-fohzshop-rules-${namespace}`,
      database: { host, port, rules: RULES_TEXT },
    });
  });
  beforeEach(async () => {
    await current().clearDatabase();
    if (options.seed !== false) await seed('/', seedTree());
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  return {
    get env() {
      return current();
    },
    db,
    as,
    seed,
    peek,
  };
}
