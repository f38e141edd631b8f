// Test harness for the rules engine tests (in-memory data, small read/write/evaluate helpers).
import { ExprError } from './ast.js';
import { compileExpr, queryVariable } from './evaluate.js';
import { compileRules } from './index.js';
import { memorySource } from './memory-source.js';
import { parseExpression } from './parser.js';
import { checkRule, type RuleKind } from './type-check.js';
import type { CompiledRules, RulesAuth, RulesQuery } from './types.js';

export const alice: RulesAuth = {
  uid: 'alice',
  provider: 'password',
  token: { email: 'alice@example.com' },
};
export const admin: RulesAuth = { uid: 'root', provider: 'custom', token: { admin: true } };
export const NOW = 1_700_000_000_000;

export const rules = (r: object): CompiledRules => compileRules(JSON.stringify({ rules: r }));
const split = (p: string): string[] => p.split('/').filter(Boolean);

export function read(
  r: CompiledRules,
  path: string,
  data: unknown,
  auth: RulesAuth = null,
  query?: RulesQuery,
): boolean {
  return r.canRead({ path: split(path), auth, root: memorySource(data), now: NOW, query }).allowed;
}

export function write(
  r: CompiledRules,
  path: string,
  before: unknown,
  after: unknown,
  auth: RulesAuth = null,
): boolean {
  return r.canWrite({
    path: split(path),
    auth,
    root: memorySource(before),
    newRoot: memorySource(after),
    now: NOW,
  }).allowed;
}

export const bob: RulesAuth = {
  uid: 'bob',
  provider: 'custom',
  token: {
    admin: true,
    someInt: 1,
    someString: 'one',
    someBool: true,
    foo: { bar: true },
    email: 'bob@example.com',
  },
};

export interface Opts {
  auth?: RulesAuth;
  data?: unknown;
  newData?: unknown;
  vars?: Record<string, string>;
  query?: RulesQuery;
  kind?: RuleKind;
  path?: string[];
}

/** 'invalid' when rejected at compile time, 'error' when evaluation throws, else the value. */
export function run(rule: string, o: Opts = {}): unknown {
  let fn;
  try {
    const expr = parseExpression(rule);
    checkRule(expr, { kind: o.kind ?? '.read', vars: new Set(Object.keys(o.vars ?? {})) });
    fn = compileExpr(expr);
  } catch (e) {
    if (e instanceof ExprError) return 'invalid';
    throw e;
  }
  try {
    return fn({
      auth: o.auth ?? null,
      root: memorySource(o.data ?? null),
      newRoot: memorySource('newData' in o ? o.newData : (o.data ?? null)),
      now: 1700000000000,
      query: queryVariable(o.query),
      path: o.path ?? [],
      vars: o.vars ?? {},
    });
  } catch {
    return 'error';
  }
}
