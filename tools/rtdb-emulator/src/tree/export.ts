// Node → JSON: plain values (`val()`), export format (with `.priority`), optional SDK-style arrays.
import { sortedKeys, type Node } from './node.js';

export interface ToJsonOptions {
  /** Include `.priority` / `.value` like `exportVal()`. */
  exportFormat?: boolean;
  /** Turn array-like objects into arrays, like the SDK's `val()` and the REST API. */
  arrays?: boolean;
}

export function toJson(node: Node, options: ToJsonOptions = {}): unknown {
  if (node === null) return null;
  if (node.kind === 'leaf') {
    return options.exportFormat && node.priority !== null
      ? { '.value': node.value, '.priority': node.priority }
      : node.value;
  }
  const keys = sortedKeys(node);
  if (options.arrays && !options.exportFormat && looksLikeArray(keys)) {
    const array: unknown[] = [];
    for (const key of keys) array[Number(key)] = toJson(node.children.get(key) ?? null, options);
    for (let i = 0; i < array.length; i++) if (array[i] === undefined) array[i] = null;
    return array;
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = toJson(node.children.get(key) ?? null, options);
  if (options.exportFormat && node.priority !== null) out['.priority'] = node.priority;
  return out;
}

/** Same test as ChildrenNode.val(): all keys are small non-negative integers, dense enough. */
function looksLikeArray(keys: string[]): boolean {
  let maxKey = 0;
  for (const key of keys) {
    if (!/^(0|[1-9]\d*)$/.test(key)) return false;
    maxKey = Math.max(maxKey, Number(key));
  }
  return keys.length > 0 && maxKey < 2 * keys.length;
}
