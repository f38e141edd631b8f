// Expression semantics of the rules language for the supported forms. An error (missing field,
// wrong type, null receiver) makes the expression an error; `&&` and `||` absorb an error when
// the other side decides (false && error = false, true || error = true), and an allow whose
// condition is an error or not `true` does not grant.
import type { Expr, FunctionDecl } from './ast.js';
import { unsupportedRegex } from './vocabulary.js';

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

export class EvalError extends Error {}

export interface Env {
  names: ReadonlyMap<string, Value>;
  functions: ReadonlyMap<string, FunctionDecl>;
  /** Names visible to the functions (request, resource, path variables of their block). */
  depth: number;
}

const MAX_CALL_DEPTH = 20;
const regexCache = new Map<string, RegExp>();

const isMap = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const fail = (message: string): never => {
  throw new EvalError(message);
};

function equal(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equal(item, b[i]!));
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && equal(a[key]!, b[key]!))
    );
  }
  return a === b;
}

function fullMatch(text: Value, pattern: Value): boolean {
  if (typeof text !== 'string' || typeof pattern !== 'string')
    return fail('matches() on a non-string');
  let regex = regexCache.get(pattern);
  if (!regex) {
    const problem = unsupportedRegex(pattern);
    if (problem) return fail(`regular expression ${pattern}: ${problem}`);
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    regexCache.set(pattern, regex);
  }
  return regex.test(text);
}

function method(name: string, receiver: Value, args: Value[]): Value {
  const list = (value: Value): Value[] =>
    Array.isArray(value) ? value : fail(`${name}() needs a list`);
  switch (name) {
    case 'matches':
      return fullMatch(receiver, args[0]!);
    case 'size':
      if (typeof receiver === 'string') return [...receiver].length;
      if (Array.isArray(receiver)) return receiver.length;
      if (isMap(receiver)) return Object.keys(receiver).length;
      return fail('size() on a value without a size');
    case 'keys':
      return isMap(receiver) ? Object.keys(receiver) : fail('keys() on a non-map');
    case 'values':
      return isMap(receiver) ? Object.values(receiver) : fail('values() on a non-map');
    case 'hasAll':
      return list(args[0]!).every((item) => list(receiver).some((own) => equal(own, item)));
    case 'hasAny':
      return list(args[0]!).some((item) => list(receiver).some((own) => equal(own, item)));
    case 'hasOnly':
      return list(receiver).every((own) => list(args[0]!).some((item) => equal(own, item)));
    case 'lower':
    case 'upper':
    case 'trim':
      if (typeof receiver !== 'string') return fail(`${name}() on a non-string`);
      return name === 'lower'
        ? receiver.toLowerCase()
        : name === 'upper'
          ? receiver.toUpperCase()
          : receiver.trim();
    default:
      return fail(`unknown method ${name}`);
  }
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (typeof a !== 'number' || typeof b !== 'number') return fail(`${op} on non-numbers`);
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    default: {
      if (b === 0) return fail('division by zero');
      const integers = Number.isInteger(a) && Number.isInteger(b);
      if (op === '%') return a % b;
      return integers ? Math.trunc(a / b) : a / b;
    }
  }
}

function compare(op: string, a: Value, b: Value): boolean {
  const comparable =
    (typeof a === 'number' && typeof b === 'number') ||
    (typeof a === 'string' && typeof b === 'string');
  if (!comparable) return fail(`${op} between values of different types`);
  return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
}

function isType(value: Value, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'int':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'list':
      return Array.isArray(value);
    default:
      return isMap(value);
  }
}

/** `a && b` / `a || b` with error absorption; `decisive` is false for &&, true for ||. */
function logical(env: Env, left: Expr, right: Expr, decisive: boolean): boolean {
  let leftError: unknown;
  try {
    const value = evaluate(left, env);
    if (value === decisive) return decisive;
    if (typeof value !== 'boolean') leftError = new EvalError('logical operator on a non-boolean');
  } catch (error) {
    leftError = error;
  }
  const value = evaluate(right, env);
  if (typeof value !== 'boolean') return fail('logical operator on a non-boolean');
  if (value === decisive) return decisive;
  if (leftError) throw leftError;
  return value;
}

export function evaluate(expr: Expr, env: Env): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'list':
      return expr.items.map((item) => evaluate(item, env));
    case 'ident':
      return env.names.has(expr.name)
        ? env.names.get(expr.name)!
        : fail(`unknown name ${expr.name}`);
    case 'member':
    case 'index': {
      const object = evaluate(expr.object, env);
      const key = expr.kind === 'member' ? expr.name : evaluate(expr.index, env);
      if (Array.isArray(object) && typeof key === 'number')
        return key >= 0 && key < object.length ? object[key]! : fail('index out of range');
      if (!isMap(object)) return fail(`property ${String(key)} of a non-map`);
      if (typeof key !== 'string' || !Object.hasOwn(object, key))
        return fail(`no property ${String(key)}`);
      return object[key]!;
    }
    case 'call': {
      const args = expr.args.map((arg) => evaluate(arg, env));
      if (expr.callee.kind === 'member')
        return method(expr.callee.name, evaluate(expr.callee.object, env), args);
      const fn = expr.callee.kind === 'ident' ? env.functions.get(expr.callee.name) : undefined;
      if (!fn) return fail('unknown function');
      if (env.depth >= MAX_CALL_DEPTH) return fail('function calls nested too deep');
      const names = new Map(env.names);
      fn.params.forEach((param, i) => names.set(param, args[i]!));
      return evaluate(fn.body, { names, functions: env.functions, depth: env.depth + 1 });
    }
    case 'unary': {
      const value = evaluate(expr.operand, env);
      if (expr.op === '!') return typeof value === 'boolean' ? !value : fail('! on a non-boolean');
      return typeof value === 'number' ? -value : fail('- on a non-number');
    }
    case 'binary': {
      if (expr.op === '&&' || expr.op === '||')
        return logical(env, expr.left, expr.right, expr.op === '||');
      const left = evaluate(expr.left, env);
      const right = evaluate(expr.right, env);
      switch (expr.op) {
        case '==':
          return equal(left, right);
        case '!=':
          return !equal(left, right);
        case '<':
        case '<=':
        case '>':
        case '>=':
          return compare(expr.op, left, right);
        case 'in':
          if (Array.isArray(right)) return right.some((item) => equal(item, left));
          if (isMap(right) && typeof left === 'string') return Object.hasOwn(right, left);
          return fail('in needs a list or a map');
        default:
          return arithmetic(expr.op, left, right);
      }
    }
    case 'is':
      return isType(evaluate(expr.operand, env), expr.type);
    case 'ternary': {
      const test = evaluate(expr.test, env);
      if (typeof test !== 'boolean') return fail('condition on a non-boolean');
      return evaluate(test ? expr.then : expr.otherwise, env);
    }
  }
}
