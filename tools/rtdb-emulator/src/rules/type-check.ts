// Static checks done when rules are uploaded: unknown variables / members / methods, argument
// shapes, operand types, and boolean results. Types are bit masks of possible kinds (builtins.ts);
// an expression is rejected when an operand can never have an acceptable kind.
import { ExprError, type Expr } from './ast.js';
import {
  BOOL,
  JSONT,
  NULL,
  NUM,
  OBJ,
  QUERY,
  QUERY_MEMBERS,
  SNAP,
  SNAPSHOT_METHODS,
  STR,
  STRING_METHODS,
  hasOwn,
  typeLabel,
  type Method,
} from './builtins.js';
import { regexProblem } from './regex-check.js';
import { binaryType, need } from './type-operators.js';

export type RuleKind = '.read' | '.write' | '.validate';

export interface Scope {
  kind: RuleKind;
  /** `$wildcard` names bound by the enclosing rule locations. */
  vars: ReadonlySet<string>;
}

/** Checks a whole rule: it must be (or, for `val()`-like values, may be) a boolean. */
export function checkRule(expr: Expr, scope: Scope): void {
  checkExpr(expr, scope);
  assertBoolean(expr, scope);
}

function assertBoolean(expr: Expr, scope: Scope): void {
  if (expr.kind === 'conditional') {
    assertBoolean(expr.then, scope);
    assertBoolean(expr.otherwise, scope);
    return;
  }
  const t = checkExpr(expr, scope);
  if (!(t & BOOL))
    throw new ExprError(`Expected boolean expression (got ${typeLabel(t)})`, expr.pos);
}

export function checkExpr(e: Expr, scope: Scope): number {
  switch (e.kind) {
    case 'literal':
      return e.value === null
        ? NULL
        : typeof e.value === 'boolean'
          ? BOOL
          : typeof e.value === 'number'
            ? NUM
            : STR;
    case 'ident':
      return identType(e.name, e.pos, scope);
    case 'regex':
      throw new ExprError(
        'Regular expression literals are only allowed as the argument of matches()',
        e.pos,
      );
    case 'array':
      throw new ExprError(
        'Array literals are only allowed as the argument of hasChildren()',
        e.pos,
      );
    case 'member':
      return memberType(checkExpr(e.object, scope), e.name, e.pos);
    case 'index': {
      const t = checkExpr(e.object, scope);
      if (!(t & OBJ)) throw new ExprError(`Cannot index a value of type ${typeLabel(t)}`, e.pos);
      need(checkExpr(e.index, scope), STR | NUM, 'Index', e.index.pos);
      return JSONT;
    }
    case 'call':
      return callType(e, scope);
    case 'unary': {
      const t = checkExpr(e.arg, scope);
      if (e.op === '!') need(t, BOOL, "Operator '!'", e.pos);
      else need(t, NUM, "Unary '-'", e.pos);
      return e.op === '!' ? BOOL : NUM;
    }
    case 'conditional':
      need(checkExpr(e.test, scope), BOOL, 'Condition of ?:', e.test.pos);
      return checkExpr(e.then, scope) | checkExpr(e.otherwise, scope);
    case 'binary':
      return binaryType(e.op, checkExpr(e.left, scope), checkExpr(e.right, scope), e.pos);
  }
}

function identType(name: string, pos: number, scope: Scope): number {
  switch (name) {
    case 'auth':
      return JSONT;
    case 'root':
    case 'data':
      return SNAP;
    case 'now':
      return NUM;
    case 'newData':
      if (scope.kind === '.read')
        throw new ExprError("'newData' is not available in .read rules", pos);
      return SNAP;
    case 'query':
      if (scope.kind !== '.read')
        throw new ExprError("'query' is only available in .read rules", pos);
      return QUERY;
  }
  if (name.startsWith('$') && scope.vars.has(name)) return STR;
  throw new ExprError(`Unknown variable '${name}'`, pos);
}

function memberType(t: number, name: string, pos: number): number {
  if (t & QUERY) {
    const q = hasOwn(QUERY_MEMBERS, name) ? QUERY_MEMBERS[name] : undefined;
    if (q === undefined) throw new ExprError(`No such query property '${name}'`, pos);
    return q;
  }
  let result = 0;
  if (t & OBJ) result |= JSONT;
  if (t & STR && name === 'length') result |= NUM;
  if (result) return result;
  const isMethod =
    (t & SNAP && hasOwn(SNAPSHOT_METHODS, name)) || (t & STR && hasOwn(STRING_METHODS, name));
  if (isMethod) throw new ExprError(`'${name}' is a method: call it as ${name}()`, pos);
  throw new ExprError(`No such property '${name}' on ${typeLabel(t)}`, pos);
}

function findMethod(t: number, name: string): Method | undefined {
  if (t & SNAP && hasOwn(SNAPSHOT_METHODS, name)) return SNAPSHOT_METHODS[name];
  if (t & STR && hasOwn(STRING_METHODS, name)) return STRING_METHODS[name];
  return undefined;
}

function callType(e: Extract<Expr, { kind: 'call' }>, scope: Scope): number {
  const t = checkExpr(e.object, scope);
  const m = findMethod(t, e.method);
  if (!m) throw new ExprError(`Unknown method '${e.method}' on ${typeLabel(t)}`, e.pos);
  const n = e.args.length;
  if (n < m.minArgs || n > m.params.length) {
    const count =
      m.minArgs === m.params.length ? `${m.params.length}` : `${m.minArgs} to ${m.params.length}`;
    throw new ExprError(`${e.method}() expects ${count} argument(s), got ${n}`, e.pos);
  }
  e.args.forEach((arg, i) => checkArg(e.method, m.params[i] ?? 'string', arg, scope));
  return m.result;
}

function checkArg(method: string, param: string, arg: Expr, scope: Scope): void {
  if (param === 'regex') {
    if (arg.kind !== 'regex')
      throw new ExprError(`${method}() expects a regular expression literal like /^a+$/`, arg.pos);
    if (!/^i?$/.test(arg.flags)) {
      throw new ExprError(
        `Unsupported regular expression flags '${arg.flags}' (only 'i' is allowed)`,
        arg.pos,
      );
    }
    try {
      new RegExp(arg.source, arg.flags);
    } catch {
      throw new ExprError(`Invalid regular expression /${arg.source}/`, arg.pos);
    }
    const problem = regexProblem(arg.source);
    if (problem)
      throw new ExprError(`Invalid regular expression /${arg.source}/: ${problem}`, arg.pos);
  } else if (param === 'keys') {
    if (arg.kind !== 'array')
      throw new ExprError(`${method}() expects an array of child names`, arg.pos);
    for (const el of arg.elements) need(checkExpr(el, scope), STR, `${method}()`, el.pos);
  } else {
    need(checkExpr(arg, scope), STR, `${method}()`, arg.pos);
  }
}
