// Query parameters from the wire object ({sp,sn,sin,ep,en,ein,l,vf,i}, queryParamsGetQueryObject).
import type { RulesQuery } from '../rules/types.js';
import { InvalidDataError } from '../tree/validate.js';
import { fromJson } from '../tree/from-json.js';

export type QueryIndex =
  { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: string[] };

export interface QueryBound {
  value: unknown;
  /** Key tie-breaker; undefined means MIN_NAME (start) / MAX_NAME (end). */
  name?: string;
  inclusive: boolean;
}

export interface QuerySpec {
  index: QueryIndex;
  start?: QueryBound;
  end?: QueryBound;
  limit?: number;
  viewFrom: 'l' | 'r';
  /** The query named its index (`i`); the SDK omits it for priority order and for plain refs. */
  ordered?: boolean;
}

function parseIndex(i: unknown): QueryIndex {
  if (i === undefined || i === '.priority') return { kind: 'priority' };
  if (i === '.key') return { kind: 'key' };
  if (i === '.value') return { kind: 'value' };
  if (typeof i !== 'string') throw new InvalidDataError('Invalid query: bad index');
  const path = i.split('/').filter((k) => k !== '');
  if (path.length === 0) throw new InvalidDataError('Invalid query: empty index path');
  return { kind: 'child', path };
}

function parseBound(
  q: Record<string, unknown>,
  value: string,
  name: string,
  inclusive: string,
): QueryBound | undefined {
  if (!(value in q) && !(name in q)) return undefined;
  const bound: QueryBound = { value: q[value] ?? null, inclusive: q[inclusive] !== false };
  fromJson(bound.value); // validates now so that filtering later cannot throw
  const key = q[name];
  if (key !== undefined && key !== null) {
    if (typeof key !== 'string')
      throw new InvalidDataError('Invalid query: key bound must be a string');
    bound.name = key;
  }
  return bound;
}

/** Parses the `q` object of a listen or get; returns null for a plain (unfiltered) location. */
export function parseWireQuery(q: unknown): QuerySpec | null {
  if (q === undefined || q === null) return null;
  if (typeof q !== 'object' || Array.isArray(q)) throw new InvalidDataError('Invalid query object');
  const record = q as Record<string, unknown>;
  const spec: QuerySpec = { index: parseIndex(record.i), viewFrom: record.vf === 'r' ? 'r' : 'l' };
  if (record.i !== undefined) spec.ordered = true;
  spec.start = parseBound(record, 'sp', 'sn', 'sin');
  spec.end = parseBound(record, 'ep', 'en', 'ein');
  if ('l' in record) {
    const limit = record.l;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) {
      throw new InvalidDataError('Invalid query: limit must be a positive integer');
    }
    spec.limit = limit;
    if (record.vf === undefined) spec.viewFrom = spec.start || !spec.end ? 'l' : 'r';
  }
  if (spec.index.kind === 'key') {
    for (const bound of [spec.start, spec.end]) {
      if (bound && typeof bound.value !== 'string')
        throw new InvalidDataError('Invalid query: orderByKey bounds must be strings');
    }
  }
  return spec;
}

export function filtersData(spec: QuerySpec | null): boolean {
  return (
    spec !== null &&
    (spec.start !== undefined || spec.end !== undefined || spec.limit !== undefined)
  );
}

/** `query.*` as .read rules see it; undefined for a plain read (no index named, no filter). */
export function toRulesQuery(spec: QuerySpec | null): RulesQuery | undefined {
  if (!spec || (!spec.ordered && !filtersData(spec))) return undefined;
  const query: RulesQuery = {};
  const { index, start, end } = spec;
  if (index.kind === 'key') query.orderByKey = true;
  else if (index.kind === 'value') query.orderByValue = true;
  else if (index.kind === 'child') query.orderByChild = index.path.join('/');
  else query.orderByPriority = true;
  if (
    start &&
    end &&
    start.inclusive &&
    end.inclusive &&
    JSON.stringify(start.value) === JSON.stringify(end.value)
  ) {
    query.equalTo = start.value;
  } else {
    if (start) query.startAt = start.value;
    if (end) query.endAt = end.value;
  }
  if (spec.limit !== undefined) {
    if (spec.viewFrom === 'l') query.limitToFirst = spec.limit;
    else query.limitToLast = spec.limit;
  }
  return query;
}

/** ObjectToUniqueKey of the SDK: sorted-key JSON, identifies a listen. */
export function uniqueKey(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + uniqueKey(record[k])).join(',') + '}';
}
