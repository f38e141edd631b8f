// Valid requests for a callable: drawn from its contract's JSON Schema with format-aware strings
// (formats.ts), then kept only when the contract itself accepts them (`request.safeParse` after a
// JSON round trip, as the wire would carry them) — refinements the schema cannot express, such as
// « instalments iff payment by instalments », are enforced that way. Fields named like our ids
// draw mostly from the ids seeded in the database, so that valid requests reach the handlers'
// logic instead of stopping at « introuvable ».
import fc from 'fast-check';
import type { CallableContract } from '@fohzshop/shared/contracts/index';
import { databaseKey, stringFor } from './formats.js';
import { jsonSchemaOf, type Schema } from './json-schema.js';

/** Values that exist in the seeded database, by field name (ids, the stock an admin saw…). */
export type KnownIds = Readonly<Record<string, readonly unknown[]>>;

/** A JSON round trip: what the callable protocol delivers of a value. */
export const onTheWire = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value ?? null)) as unknown;

function numberArbitrary(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    s.minimum ??
    (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1_000);
  const max =
    s.maximum ??
    (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1_000_000);
  const bounds = fc.constantFrom(min, max);
  const inner = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) })
    : // Money is in euros with at most 2 decimals.
      fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 1e7) * 100) })
        .map((c) => c / 100);
  return fc.oneof({ weight: 9, arbitrary: inner }, { weight: 1, arbitrary: bounds });
}

function arrayArbitrary(s: Schema, ids: KnownIds, name: string): fc.Arbitrary<unknown[]> {
  const item = validArbitrary(s.items ?? {}, ids, name);
  const minLength = s.minItems ?? 0;
  const maxLength = Math.min(s.maxItems ?? 5, Math.max(minLength, 5));
  // Order lines name each product once (a contract refinement): draw them distinct.
  if (s.items?.properties?.product_id)
    return fc.uniqueArray(item, {
      minLength,
      maxLength,
      selector: (line) => (line as { product_id?: unknown }).product_id,
    });
  return fc.array(item, { minLength, maxLength });
}

function objectArbitrary(s: Schema, ids: KnownIds, name: string): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
    // Records keyed by ids (the garage: product id → true).
    const key = ids.product_id?.length
      ? fc.oneof(fc.constantFrom(...(ids.product_id as string[])), databaseKey)
      : databaseKey;
    return fc.dictionary(key, validArbitrary(s.additionalProperties, ids, name), { maxKeys: 3 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) record[key] = validArbitrary(sub, ids, key);
  const required = (s.required ?? []).filter((k) => k in properties);
  return fc.record(record, { requiredKeys: required });
}

/** Values that follow the schema; refinements are left to the contract filter. */
export function validArbitrary(s: Schema, ids: KnownIds = {}, name = ''): fc.Arbitrary<unknown> {
  const known = ids[name];
  if (known && known.length > 0)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: validArbitrary(s, {}, name) },
    );
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validArbitrary(a, ids, name)));
  if (s.allOf?.[0]) return validArbitrary(s.allOf[0], ids, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s, name);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(s, ids, name);
    case 'object':
      return objectArbitrary(s, ids, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Candidates from the schema, before the contract's own check (to measure the generator). */
export const candidateArbitrary = (contract: CallableContract, ids: KnownIds) =>
  validArbitrary(jsonSchemaOf(contract.request), ids).map(onTheWire);

/** Requests the contract accepts: what a correct client could send. */
export const contractArbitrary = (contract: CallableContract, ids: KnownIds) =>
  candidateArbitrary(contract, ids).filter((value) => contract.request.safeParse(value).success);
