// fast-check arbitraries from a callable's zod contract, through its JSON Schema (zod's public
// toJSONSchema): values that follow the schema (refinements aside), near-valid values (one thing
// wrong) and garbage. Fields named like our ids draw from the ids seeded in the database, so that
// valid requests reach the handlers' logic instead of stopping at « introuvable ».
import fc from 'fast-check';
import { z } from 'zod';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export type KnownIds = Readonly<Record<string, readonly string[]>>;

export const jsonSchemaOf = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Schema;

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: fc.webUrl(),
};

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, Math.max(min, 60));
  const fits = (text: string) => text.length >= min && text.length <= (s.maxLength ?? Infinity);
  if (s.format && FORMATS[s.format]) return FORMATS[s.format]!.filter(fits);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  return fc
    .string({ minLength: min, maxLength: max, unit: 'grapheme' })
    .filter((t) => t.trim().length >= Math.min(min, 1) || min === 0);
}

function numberArbitrary(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    s.minimum ??
    (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1_000);
  const max =
    s.maximum ??
    (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) });
  // Money is in euros with at most 2 decimals.
  return fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 1e7) * 100) })
    .map((c) => c / 100);
}

/** Values that follow the schema (zod refinements such as « no '.' in a key » may still fail). */
export function validArbitrary(s: Schema, ids: KnownIds = {}, name = ''): fc.Arbitrary<unknown> {
  const known = ids[name];
  if (known && known.length > 0)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: validArbitrary(s) },
    );
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validArbitrary(a, ids, name)));
  if (s.allOf?.[0]) return validArbitrary(s.allOf[0], ids, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(s.items ?? {}, ids, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, Math.max(s.minItems ?? 0, 5)),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties))
        record[key] = validArbitrary(sub, ids, key);
      const optional = Object.keys(properties).filter((key) => !required.has(key));
      if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
        return fc.dictionary(
          stringArbitrary({ minLength: 1, maxLength: 20 }),
          validArbitrary(s.additionalProperties, ids, name),
          { maxKeys: 3 },
        );
      }
      return fc
        .record(record, { requiredKeys: [...required].filter((k) => k in properties) })
        .map((value) =>
          // fc.record leaves optional keys out at random already; keep the object JSON-clean.
          Object.fromEntries(
            Object.entries(value).filter(([key, v]) => v !== undefined || !optional.includes(key)),
          ),
        );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that break one rule: odd strings, bad numbers, wrong types, prototype keys. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    'a.b',
    'a#b',
    'a$b',
    'a/b',
    'a[b]',
    '__proto__',
    'constructor',
    'prototype',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ é',
    '<script>alert(1)</script>',
    "'; DROP TABLE orders;--",
    '../../etc/passwd',
    'null',
    'true',
    '-1',
    '1e309',
    -1,
    0,
    -0,
    0.001,
    1.5,
    1e21,
    -1e21,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    { __proto__: null },
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid value with exactly one thing wrong somewhere in it. */
export function nearValidArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      weirdValue,
      fc.constantFrom('replace', 'delete', 'add', 'proto', 'wrap'),
    )
    .map(([value, pick, weird, how]) => mutate(value, pick, weird, how));
}

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.keys(value).flatMap((key) =>
    paths((value as Record<string, unknown>)[key], [...prefix, key]),
  );
  return [prefix, ...children];
}

function mutate(value: unknown, pick: number, weird: unknown, how: string): unknown {
  const copy = structuredClone(value) as unknown;
  if (how === 'wrap') return [copy];
  const all = paths(copy);
  const path = all[pick % all.length] ?? [];
  if (path.length === 0) {
    if (how === 'proto' || how === 'add')
      return JSON.parse(
        `{"__proto__": {"admin": true}, "extra": ${JSON.stringify(weird ?? null)}}`,
      ) as unknown;
    return weird;
  }
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      copy as Record<string, unknown>,
    );
  const key = path.at(-1)!;
  if (how === 'delete') delete parent[key];
  else if (how === 'add') (parent as Record<string, unknown>)[`${key}_extra`] = weird;
  else if (how === 'proto')
    Object.assign(parent, JSON.parse('{"__proto__": {"polluted": true}}') as object);
  else parent[key] = weird;
  return copy;
}
