// Runtime semantics of the operators: no coercion in == and <, `+` concatenates when a string is
// involved, x/0 is NaN (as recorded from Firebase); wrong operand types throw RuleRuntimeError.
import type { BinaryOp } from './ast.js';
import type { Compiled } from './evaluate.js';
import { RuleRuntimeError, typeName } from './snapshot.js';

export const fail = (message: string): never => {
  throw new RuleRuntimeError(message);
};

export function bool(v: unknown, what: string): boolean {
  return typeof v === 'boolean' ? v : fail(`${what} expects a boolean, got ${typeName(v)}`);
}

export function num(v: unknown, what: string): number {
  return typeof v === 'number' ? v : fail(`${what} expects a number, got ${typeName(v)}`);
}

function compare(op: BinaryOp, l: unknown, r: unknown): boolean {
  const ok =
    (typeof l === 'number' && typeof r === 'number') ||
    (typeof l === 'string' && typeof r === 'string');
  if (!ok) fail(`Cannot compare ${typeName(l)} with ${typeName(r)} using '${op}'`);
  const [a, b] = [l as number | string, r as number | string];
  return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
}

function plus(l: unknown, r: unknown): number | string {
  if (typeof l === 'number' && typeof r === 'number') return l + r;
  const okL = typeof l === 'string' || typeof l === 'number';
  const okR = typeof r === 'string' || typeof r === 'number';
  if (okL && okR) return String(l) + String(r);
  return fail(`Cannot add ${typeName(l)} and ${typeName(r)}`);
}

function arithmetic(op: BinaryOp, l: unknown, r: unknown): number {
  const [a, b] = [num(l, `'${op}'`), num(r, `'${op}'`)];
  if (op === '-') return a - b;
  if (op === '*') return a * b;
  if (op === '/') return b === 0 ? NaN : a / b;
  return a % b;
}

export function compileBinary(op: BinaryOp, left: Compiled, right: Compiled): Compiled {
  switch (op) {
    case '&&':
      return (ctx) => bool(left(ctx), "'&&'") && bool(right(ctx), "'&&'");
    case '||':
      return (ctx) => bool(left(ctx), "'||'") || bool(right(ctx), "'||'");
    case '==':
    case '===':
      return (ctx) => left(ctx) === right(ctx);
    case '!=':
    case '!==':
      return (ctx) => left(ctx) !== right(ctx);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (ctx) => compare(op, left(ctx), right(ctx));
    case '+':
      return (ctx) => plus(left(ctx), right(ctx));
    default:
      return (ctx) => arithmetic(op, left(ctx), right(ctx));
  }
}
