// `.sv` placeholders: {".sv":"timestamp"} and {".sv":{"increment":n}}, resolved against the
// data being replaced (same rule as the client's resolveComplexDeferredValue).
import { childOf, type Node } from './node.js';
import { InvalidDataError } from './validate.js';

function resolvePlaceholder(spec: unknown, existing: Node, now: number): number {
  if (spec === 'timestamp') return now;
  if (spec !== null && typeof spec === 'object' && 'increment' in spec) {
    const delta = (spec as { increment: unknown }).increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) {
      throw new InvalidDataError('Invalid data: increment must be a finite number');
    }
    const current =
      existing?.kind === 'leaf' && typeof existing.value === 'number' ? existing.value : 0;
    return current + delta;
  }
  throw new InvalidDataError(`Invalid data: unknown server value ${JSON.stringify(spec)}`);
}

/** Returns `json` with every placeholder replaced; the input is not modified. */
export function resolveServerValues(json: unknown, existing: Node, now: number): unknown {
  if (json === null || typeof json !== 'object') return json;
  const record = json as Record<string, unknown>;
  if ('.sv' in record) return resolvePlaceholder(record['.sv'], existing, now);
  const entries = Array.isArray(json)
    ? json.map((v, i) => [String(i), v] as const)
    : Object.entries(record);
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key === '.value') out[key] = resolveServerValues(value, existing, now);
    else if (key === '.priority') out[key] = resolvePriority(value, existing, now);
    else out[key] = resolveServerValues(value, childOf(existing, key), now);
  }
  return out;
}

function resolvePriority(value: unknown, existing: Node, now: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  const priority = existing?.priority ?? null;
  const asNode =
    typeof priority === 'number'
      ? { kind: 'leaf' as const, value: priority, priority: null }
      : null;
  return resolveServerValues(value, asNode, now);
}

/** True when the JSON contains a placeholder anywhere (lets most writes skip the copy). */
export function hasServerValues(json: unknown): boolean {
  if (json === null || typeof json !== 'object') return false;
  if ('.sv' in json) return true;
  return Object.values(json as Record<string, unknown>).some(hasServerValues);
}
