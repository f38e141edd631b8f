// REST query string → QuerySpec (orderBy, startAt, endAt, equalTo, startAfter, endBefore, limits).
import { MAX_NAME, MIN_NAME } from '../tree/name-compare.js';
import { parseWireQuery, type QuerySpec } from '../query/params.js';
import { assertNestingWithin, InvalidDataError } from '../tree/validate.js';
import { HttpError } from './http-util.js';

function parseJsonParam(name: string, text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(`[${text}]`);
  } catch {
    // reported below
  }
  if (Array.isArray(parsed) && parsed.length >= 1 && parsed.length <= 2) {
    assertNestingWithin(parsed); // query values feed recursive validation
    return parsed;
  }
  throw new HttpError(400, `${name} must be a valid JSON value, optionally followed by ,"key"`);
}

function parseLimit(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new HttpError(400, `${name} must be a positive integer`);
  return n;
}

/** Builds the equivalent wire query object, so REST and WebSocket share one evaluator. */
export function restQuery(params: URLSearchParams): QuerySpec | null {
  const wire: Record<string, unknown> = {};
  const orderBy = params.get('orderBy');
  const bound = (
    name: string,
    valueKey: string,
    nameKey: string,
    incKey: string,
    inclusive: boolean,
    sentinel: string,
  ) => {
    const text = params.get(name);
    if (text === null) return;
    const [value, key] = parseJsonParam(name, text);
    wire[valueKey] = value;
    wire[incKey] = inclusive;
    if (key !== undefined) wire[nameKey] = key;
    else if (!inclusive && wire.i !== '.key') wire[nameKey] = sentinel;
  };
  if (orderBy !== null) {
    const [index] = parseJsonParam('orderBy', orderBy);
    if (typeof index !== 'string') throw new HttpError(400, 'orderBy must be a string');
    wire.i =
      index === '$key'
        ? '.key'
        : index === '$value'
          ? '.value'
          : index === '$priority'
            ? '.priority'
            : index;
  }
  bound('startAt', 'sp', 'sn', 'sin', true, MIN_NAME);
  bound('startAfter', 'sp', 'sn', 'sin', false, MAX_NAME);
  bound('endAt', 'ep', 'en', 'ein', true, MAX_NAME);
  bound('endBefore', 'ep', 'en', 'ein', false, MIN_NAME);
  if (params.has('equalTo')) {
    bound('equalTo', 'sp', 'sn', 'sin', true, MIN_NAME);
    bound('equalTo', 'ep', 'en', 'ein', true, MAX_NAME);
  }
  const first = params.get('limitToFirst');
  const last = params.get('limitToLast');
  if (first !== null && last !== null)
    throw new HttpError(400, 'limitToFirst and limitToLast cannot both be set');
  if (first !== null) Object.assign(wire, { l: parseLimit('limitToFirst', first), vf: 'l' });
  if (last !== null) Object.assign(wire, { l: parseLimit('limitToLast', last), vf: 'r' });
  if (Object.keys(wire).length === 0) return null;
  if (orderBy === null && Object.keys(wire).some((k) => k !== 'l' && k !== 'vf')) {
    throw new HttpError(400, 'orderBy must be defined when other query parameters are defined');
  }
  try {
    return parseWireQuery(wire);
  } catch (error) {
    if (error instanceof InvalidDataError) throw new HttpError(400, error.message);
    throw error;
  }
}
