// Near-valid requests: a valid request with exactly one thing wrong somewhere in it — a field of
// the wrong type, removed or added, a number or a length just past the contract's bound, a
// `__proto__` / `constructor` key or a key with path characters at any depth, or the whole
// request wrapped in an array.
import fc from 'fast-check';
import { schemaAt, type Schema } from './json-schema.js';
import { PATH_CHARACTERS, PROTOTYPE_KEYS, weirdValue } from './weird-values.js';

const MUTATIONS = ['replace', 'delete', 'add', 'boundary', 'proto', 'path-key', 'wrap'] as const;
type Mutation = (typeof MUTATIONS)[number];
type Node = Record<string, unknown>;

export function nearValidArbitrary(
  valid: fc.Arbitrary<unknown>,
  schema: Schema,
): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.nat(), weirdValue, fc.constantFrom(...MUTATIONS))
    .map(([value, pick, variant, weird, how]) => mutate(schema, value, pick, variant, weird, how));
}

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.keys(value).flatMap((key) =>
    paths((value as Node)[key], [...prefix, key]),
  );
  return [prefix, ...children];
}

const nodeAt = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Node)[key], root);

/** Values just outside (or exactly on) the bounds the contract sets for this field. */
function boundaryValues(s: Schema | undefined): unknown[] {
  const out: unknown[] = [];
  if (s?.minimum !== undefined) out.push(s.minimum - 1, s.minimum - 0.001, s.minimum);
  if (s?.maximum !== undefined) out.push(s.maximum + 1, s.maximum + 0.001, s.maximum);
  if (s?.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1), ' '.repeat(s.maxLength));
  if (s?.minLength !== undefined && s.minLength > 0) out.push('y'.repeat(s.minLength - 1));
  if (s?.maxItems !== undefined) out.push(Array.from({ length: s.maxItems + 1 }, () => ({})));
  if (s?.type === 'integer') out.push(1.5, 2 ** 53);
  return out.length > 0 ? out : [-1, 0, 2 ** 53 + 1, 1e308, -0];
}

/** Sets an own property, even `__proto__` (an assignment would set the prototype instead). */
function define(node: unknown, key: string, value: unknown): void {
  if (Array.isArray(node) && /^\d+$/.test(key)) node[Number(key)] = value;
  else
    Object.defineProperty(node, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

function mutate(
  schema: Schema,
  value: unknown,
  pick: number,
  variant: number,
  weird: unknown,
  how: Mutation,
): unknown {
  const copy = structuredClone(value) as unknown;
  if (how === 'wrap') return [copy];
  const all = paths(copy);
  const path = all[pick % all.length] ?? [];
  if (how === 'proto' || how === 'path-key') {
    // A key added to the object at `path` (or to its parent when it is a leaf).
    let at = path;
    while (at.length > 0 && (typeof nodeAt(copy, at) !== 'object' || nodeAt(copy, at) === null))
      at = at.slice(0, -1);
    const target = at.length === 0 ? copy : nodeAt(copy, at);
    if (typeof target !== 'object' || target === null)
      return JSON.parse(`{"__proto__": ${JSON.stringify(weird ?? null)}}`) as unknown;
    const key =
      how === 'proto'
        ? PROTOTYPE_KEYS[variant % PROTOTYPE_KEYS.length]!
        : `k${PATH_CHARACTERS[variant % PATH_CHARACTERS.length]!}x`;
    const payload = variant % 2 === 0 ? { admin: true } : weird;
    // Arrays get a keyed element instead: the wire carries no non-index array properties.
    if (Array.isArray(target))
      target.push(JSON.parse(`{"${key}": ${JSON.stringify(payload ?? null)}}`));
    else define(target, key, payload);
    return copy;
  }
  if (path.length === 0) return how === 'boundary' ? boundaryValues(schema)[variant % 5] : weird;
  const parent = nodeAt(copy, path.slice(0, -1)) as Node;
  const key = path.at(-1)!;
  if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (how === 'add') {
    if (Array.isArray(parent)) parent.push(weird);
    else parent[`${key}_extra`] = weird;
  } else if (how === 'boundary') {
    const bounds = boundaryValues(schemaAt(schema, path));
    define(parent, key, bounds[variant % bounds.length]);
  } else define(parent, key, weird);
  return copy;
}
