// Static types (bit masks over the possible runtime kinds) and the built-in methods of
// RuleDataSnapshot and strings, with their signatures (for type-check.ts) and implementations.
import { RuleRuntimeError, typeName, type Snap } from './snapshot.js';

export const BOOL = 1;
export const NUM = 2;
export const STR = 4;
export const NULL = 8;
export const OBJ = 16;
export const SNAP = 32;
export const REGEX = 64;
export const ARRAY = 128;
export const QUERY = 256;
/** Result of `val()`: any primitive. */
export const PRIM = BOOL | NUM | STR | NULL;
/** Anything JSON (auth and its members): primitives or objects with arbitrary members. */
export const JSONT = PRIM | OBJ;

export function typeLabel(mask: number): string {
  const names: [number, string][] = [
    [BOOL, 'boolean'],
    [NUM, 'number'],
    [STR, 'string'],
    [NULL, 'null'],
    [OBJ, 'object'],
    [SNAP, 'RuleDataSnapshot'],
    [REGEX, 'regular expression'],
    [ARRAY, 'array'],
    [QUERY, 'query'],
  ];
  return (
    names
      .filter(([bit]) => mask & bit)
      .map(([, n]) => n)
      .join(' | ') || 'nothing'
  );
}

/** Parameter kinds: a string-typed expression, a regex literal, or an array literal of strings. */
export type Param = 'string' | 'regex' | 'keys';

export interface Method {
  receiver: typeof SNAP | typeof STR;
  params: readonly Param[];
  minArgs: number;
  result: number;
  impl(self: unknown, args: unknown[]): unknown;
}

function str(v: unknown, what: string): string {
  if (typeof v !== 'string')
    throw new RuleRuntimeError(`${what} expects a string, got ${typeName(v)}`);
  return v;
}

function snapMethod(
  params: Param[],
  result: number,
  impl: (s: Snap, args: unknown[]) => unknown,
  minArgs = params.length,
): Method {
  return {
    receiver: SNAP,
    params,
    minArgs,
    result,
    impl: (self, args) => impl(self as Snap, args),
  };
}

function strMethod(
  name: string,
  params: Param[],
  result: number,
  impl: (s: string, args: unknown[]) => unknown,
): Method {
  return {
    receiver: STR,
    params,
    minArgs: params.length,
    result,
    impl(self, args) {
      const s = str(self, `${name}()`);
      args.forEach((a, i) => params[i] === 'string' && str(a, `${name}()`));
      return impl(s, args);
    },
  };
}

export const SNAPSHOT_METHODS: Readonly<Record<string, Method>> = {
  val: snapMethod([], PRIM, (s) => s.val()),
  child: snapMethod(['string'], SNAP, (s, [p]) => s.child(p)),
  parent: snapMethod([], SNAP, (s) => s.parent()),
  hasChild: snapMethod(['string'], BOOL, (s, [p]) => s.child(p).exists()),
  hasChildren: snapMethod(['keys'], BOOL, (s, [keys]) => s.hasChildren(keys), 0),
  exists: snapMethod([], BOOL, (s) => s.exists()),
  getPriority: snapMethod([], STR | NUM | NULL, (s) => s.priority()),
  isNumber: snapMethod([], BOOL, (s) => typeof s.leaf() === 'number'),
  isString: snapMethod([], BOOL, (s) => typeof s.leaf() === 'string'),
  isBoolean: snapMethod([], BOOL, (s) => typeof s.leaf() === 'boolean'),
};

export const STRING_METHODS: Readonly<Record<string, Method>> = {
  contains: strMethod('contains', ['string'], BOOL, (s, [x]) => s.includes(x as string)),
  beginsWith: strMethod('beginsWith', ['string'], BOOL, (s, [x]) => s.startsWith(x as string)),
  endsWith: strMethod('endsWith', ['string'], BOOL, (s, [x]) => s.endsWith(x as string)),
  replace: strMethod('replace', ['string', 'string'], STR, (s, [a, b]) =>
    s.replaceAll(a as string, () => b as string),
  ),
  toLowerCase: strMethod('toLowerCase', [], STR, (s) => s.toLowerCase()),
  toUpperCase: strMethod('toUpperCase', [], STR, (s) => s.toUpperCase()),
  matches: strMethod('matches', ['regex'], BOOL, (s, [re]) => (re as RegExp).test(s)),
};

export const QUERY_MEMBERS: Readonly<Record<string, number>> = {
  orderByKey: BOOL,
  orderByValue: BOOL,
  orderByPriority: BOOL,
  orderByChild: STR | NULL,
  startAt: PRIM,
  endAt: PRIM,
  equalTo: PRIM,
  limitToFirst: NUM | NULL,
  limitToLast: NUM | NULL,
};

export function hasOwn(table: object, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, name);
}
