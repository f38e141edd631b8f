// JSON (plain or export format) → Node, validating keys, value types, priorities and depth.
import { leaf, branch, type Node, type Priority, type TreeNode } from './node.js';
import { InvalidDataError, assertValidKey, MAX_DEPTH } from './validate.js';

/** `depth` is the length of the path the value is written at (the 32-level limit counts from the root). */
export function fromJson(json: unknown, depth = 0): Node {
  if (depth > MAX_DEPTH)
    throw new InvalidDataError(`Invalid data: nested deeper than ${MAX_DEPTH} levels`);
  if (json === null || json === undefined) return null;
  if (typeof json === 'string' || typeof json === 'boolean') return leaf(json);
  if (typeof json === 'number') return leaf(checkNumber(json));
  if (typeof json !== 'object')
    throw new InvalidDataError(`Invalid data: ${typeof json} is not a JSON value`);
  const record = json as Record<string, unknown>;
  const priority = '.priority' in record ? checkPriority(record['.priority']) : null;
  if ('.value' in record) {
    const extra = Object.keys(record).filter((key) => key !== '.value' && key !== '.priority');
    if (extra.length > 0)
      throw new InvalidDataError('Invalid data: ".value" cannot have sibling keys');
    const inner = fromJson(record['.value'], depth);
    return inner === null ? null : { ...inner, priority };
  }
  const children = new Map<string, TreeNode>();
  const entries = Array.isArray(json)
    ? json.map((v, i) => [String(i), v] as const)
    : Object.entries(record);
  for (const [key, value] of entries) {
    if (key === '.priority') continue;
    if (key === '.sv') throw new InvalidDataError('Invalid data: unknown server value');
    assertValidKey(key, 'data');
    const child = fromJson(value, depth + 1);
    if (child !== null) children.set(key, child);
  }
  return branch(children, priority);
}

export function checkPriority(value: unknown): Priority {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return checkNumber(value);
  throw new InvalidDataError('Invalid priority: must be a string, a number or null');
}

function checkNumber(n: number): number {
  if (!Number.isFinite(n)) throw new InvalidDataError('Invalid data: numbers must be finite');
  return n === 0 ? 0 : n; // -0 would reach clients as 0 (JSON) and hash differently from their copy
}
