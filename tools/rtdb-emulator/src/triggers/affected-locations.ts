// Which locations of a trigger's path pattern a committed write changed. A write at or below a
// matching location changes that one location; a write above the pattern's depth (a root
// update, a whole `orders` node replaced) may change many: they are found by walking the old
// and new trees below it, wildcard segments expanding to the keys of both.
import { childOf, type Node } from '../tree/node.js';
import type { Path } from '../tree/path.js';

const isWildcard = (segment: string): boolean => segment.startsWith('{');

function keysOf(node: Node): string[] {
  return node?.kind === 'branch' ? [...node.children.keys()] : [];
}

/** Deep equality of two data nodes (unchanged subtrees are shared, so identity is the fast path). */
export function sameNode(a: Node, b: Node): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.kind !== b.kind) return false;
  if (a.kind === 'leaf' || b.kind === 'leaf')
    return a.kind === 'leaf' && b.kind === 'leaf' && a.value === b.value;
  if (a.children.size !== b.children.size) return false;
  for (const [key, child] of a.children)
    if (!sameNode(child, b.children.get(key) ?? null)) return false;
  return true;
}

/** Wildcard values of a concrete location, or null when it does not match the pattern. */
export function paramsOf(
  pattern: readonly string[],
  location: Path,
): Record<string, string> | null {
  if (pattern.length !== location.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (isWildcard(segment)) params[segment.slice(1, -1)] = location[i]!;
    else if (segment !== location[i]) return null;
  }
  return params;
}

function expand(
  pattern: readonly string[],
  at: string[],
  before: Node,
  after: Node,
  out: Path[],
): void {
  if (at.length === pattern.length) {
    if (!sameNode(before, after)) out.push([...at]);
    return;
  }
  if (before === after) return; // shared subtree: nothing below changed
  const segment = pattern[at.length]!;
  const keys = isWildcard(segment) ? new Set([...keysOf(before), ...keysOf(after)]) : [segment];
  for (const key of keys)
    expand(pattern, [...at, key], childOf(before, key), childOf(after, key), out);
}

/** The pattern's locations whose data differs between the two roots, for the written paths. */
export function affectedLocations(
  pattern: readonly string[],
  written: readonly Path[],
  beforeRoot: Node,
  afterRoot: Node,
): Path[] {
  const found = new Map<string, Path>();
  for (const path of written) {
    const out: Path[] = [];
    if (path.length >= pattern.length) {
      const location = path.slice(0, pattern.length);
      if (paramsOf(pattern, location)) out.push(location);
    } else if (paramsOf(pattern.slice(0, path.length), path)) {
      let before = beforeRoot;
      let after = afterRoot;
      for (const key of path) {
        before = childOf(before, key);
        after = childOf(after, key);
      }
      expand(pattern, [...path], before, after, out);
    }
    for (const location of out) found.set(location.join('/'), location);
  }
  return [...found.values()];
}
