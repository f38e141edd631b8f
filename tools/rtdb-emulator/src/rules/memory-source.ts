// In-memory DataSource over a plain JSON value, for tests and tools. Accepts the export format
// (`.priority` / `.value` keys); val() strips priorities as the real DataSource does.
import type { DataSource } from './types.js';

type Json = unknown;

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function strip(v: Json): Json {
  if (!isObject(v)) return v ?? null;
  if ('.value' in v) return v['.value'] ?? null;
  const out: Record<string, Json> = {};
  for (const [k, child] of Object.entries(v)) {
    if (k.startsWith('.')) continue;
    const s = strip(child);
    if (s !== null) out[k] = s;
  }
  return Object.keys(out).length ? out : null;
}

export function memorySource(data: Json): DataSource & { calls: string[] } {
  const calls: string[] = [];
  const at = (path: readonly string[]): Json => {
    let node: Json = data;
    for (const key of path) {
      if (!isObject(node) || key.startsWith('.')) return null;
      node = node[key];
    }
    return node ?? null;
  };
  return {
    calls,
    val(path) {
      calls.push(`val /${path.join('/')}`);
      return strip(at(path));
    },
    priority(path) {
      const node = at(path);
      const p = isObject(node) ? node['.priority'] : null;
      return typeof p === 'string' || typeof p === 'number' ? p : null;
    },
    childKeys(path) {
      const node = at(path);
      if (!isObject(node) || '.value' in node) return [];
      return Object.keys(node)
        .filter((k) => !k.startsWith('.') && strip(node[k]) !== null)
        .sort();
    },
  };
}
