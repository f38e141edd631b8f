// Compiles a type-checked expression into a closure. Runtime type errors throw RuleRuntimeError
// (the caller turns them into `false`). As in the fixtures recorded from Firebase, property
// access on null yields null (so `auth.uid` is null when unauthenticated), except `.length`
// and method calls, which fail. Operators are in operators.ts.
import type { Expr } from './ast.js';
import { SNAPSHOT_METHODS, STRING_METHODS, hasOwn, type Method } from './builtins.js';
import { bool, compileBinary, fail, num } from './operators.js';
import { Snap, typeName } from './snapshot.js';
import type { DataSource, RulesAuth, RulesQuery } from './types.js';

export interface EvalContext {
  auth: RulesAuth;
  root: DataSource;
  /** State after the write; null for reads. */
  newRoot: DataSource | null;
  now: number;
  query: Readonly<Record<string, unknown>>;
  /** Location of the rule being evaluated. */
  path: readonly string[];
  vars: Readonly<Record<string, string>>;
}

export type Compiled = (ctx: EvalContext) => unknown;

/** A read without a query (a plain ref) counts as ordered by key, as in the real database. */
const PLAIN_READ = Object.freeze(queryObject({ orderByKey: true }));

export function queryVariable(q: RulesQuery | undefined): Readonly<Record<string, unknown>> {
  return q ? queryObject(q) : PLAIN_READ;
}

function queryObject(q: RulesQuery): Readonly<Record<string, unknown>> {
  return {
    orderByKey: q.orderByKey ?? false,
    orderByValue: q.orderByValue ?? false,
    orderByPriority: q.orderByPriority ?? false,
    orderByChild: q.orderByChild ?? null,
    startAt: q.startAt ?? null,
    endAt: q.endAt ?? null,
    equalTo: q.equalTo ?? null,
    limitToFirst: q.limitToFirst ?? null,
    limitToLast: q.limitToLast ?? null,
  };
}

export function property(obj: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number')
    return fail(`Invalid property name of type ${typeName(key)}`);
  const name = String(key);
  if (obj === null || obj === undefined)
    return name === 'length' ? fail('Cannot read length of null') : null;
  if (typeof obj === 'string')
    return name === 'length' ? obj.length : fail(`No property '${name}' on a string`);
  if (
    typeof obj !== 'object' ||
    obj instanceof Snap ||
    obj instanceof RegExp ||
    Array.isArray(obj)
  ) {
    return fail(`No property '${name}' on ${typeName(obj)}`);
  }
  return hasOwn(obj, name) ? ((obj as Record<string, unknown>)[name] ?? null) : null;
}

function method(self: unknown, name: string): Method {
  const table =
    self instanceof Snap ? SNAPSHOT_METHODS : typeof self === 'string' ? STRING_METHODS : undefined;
  const m = table && hasOwn(table, name) ? table[name] : undefined;
  return m ?? fail(`Cannot call ${name}() on ${typeName(self)}`);
}

export function compileExpr(e: Expr): Compiled {
  switch (e.kind) {
    case 'literal': {
      const v = e.value;
      return () => v;
    }
    case 'ident':
      return compileIdent(e.name);
    case 'regex': {
      const re = new RegExp(e.source, e.flags);
      return () => re;
    }
    case 'array': {
      const items = e.elements.map(compileExpr);
      return (ctx) => items.map((f) => f(ctx));
    }
    case 'member': {
      const obj = compileExpr(e.object);
      const name = e.name;
      return (ctx) => property(obj(ctx), name);
    }
    case 'index': {
      const obj = compileExpr(e.object);
      const index = compileExpr(e.index);
      return (ctx) => property(obj(ctx), index(ctx));
    }
    case 'call': {
      const obj = compileExpr(e.object);
      const args = e.args.map(compileExpr);
      const name = e.method;
      return (ctx) => {
        const self = obj(ctx);
        return method(self, name).impl(
          self,
          args.map((f) => f(ctx)),
        );
      };
    }
    case 'unary': {
      const arg = compileExpr(e.arg);
      return e.op === '!' ? (ctx) => !bool(arg(ctx), "'!'") : (ctx) => -num(arg(ctx), "unary '-'");
    }
    case 'conditional': {
      const [test, then, otherwise] = [
        compileExpr(e.test),
        compileExpr(e.then),
        compileExpr(e.otherwise),
      ];
      return (ctx) => (bool(test(ctx), '?:') ? then(ctx) : otherwise(ctx));
    }
    case 'binary':
      return compileBinary(e.op, compileExpr(e.left), compileExpr(e.right));
  }
}

function compileIdent(name: string): Compiled {
  switch (name) {
    case 'auth':
      return (ctx) => ctx.auth;
    case 'root':
      return (ctx) => new Snap(ctx.root, []);
    case 'data':
      return (ctx) => new Snap(ctx.root, ctx.path);
    case 'newData':
      return (ctx) => new Snap(ctx.newRoot ?? ctx.root, ctx.path);
    case 'now':
      return (ctx) => ctx.now;
    case 'query':
      return (ctx) => ctx.query;
    default:
      return (ctx) => ctx.vars[name] ?? fail(`Unbound variable ${name}`);
  }
}
