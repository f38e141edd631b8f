// Immutable data tree. `null` is the empty node; empty branches collapse to null, so writes
// rebuild only the spine from the root to the written path (structural sharing).
import { nameCompare } from './name-compare.js';

export type Priority = string | number | null;
export type LeafValue = string | number | boolean;

export interface LeafNode {
  readonly kind: 'leaf';
  readonly value: LeafValue;
  readonly priority: Priority;
}

export interface BranchNode {
  readonly kind: 'branch';
  readonly children: ReadonlyMap<string, TreeNode>;
  readonly priority: Priority;
}

export type TreeNode = LeafNode | BranchNode;
export type Node = TreeNode | null;

export function leaf(value: LeafValue, priority: Priority = null): LeafNode {
  return { kind: 'leaf', value, priority };
}

export function branch(children: ReadonlyMap<string, TreeNode>, priority: Priority = null): Node {
  return children.size === 0 ? null : { kind: 'branch', children, priority };
}

export function childOf(node: Node, key: string): Node {
  return node?.kind === 'branch' ? (node.children.get(key) ?? null) : null;
}

export function nodeAt(node: Node, path: readonly string[]): Node {
  let current = node;
  for (const key of path) {
    if (current === null) return null;
    current = childOf(current, key);
  }
  return current;
}

export function priorityOf(node: Node): Priority {
  return node === null ? null : node.priority;
}

export function withPriority(node: Node, priority: Priority): Node {
  if (node === null) return null;
  return node.kind === 'leaf' ? leaf(node.value, priority) : { ...node, priority };
}

/** Replaces one direct child; a leaf parent becomes a branch (the leaf value is overwritten). */
export function withChild(node: Node, key: string, child: Node): Node {
  const children = new Map(node?.kind === 'branch' ? node.children : undefined);
  if (child === null) children.delete(key);
  else children.set(key, child);
  return branch(children, node?.kind === 'branch' ? node.priority : null);
}

export function setAt(node: Node, path: readonly string[], value: Node, depth = 0): Node {
  if (depth === path.length) return value;
  const key = path[depth] as string;
  const child = setAt(childOf(node, key), path, value, depth + 1);
  if (child === childOf(node, key)) return node;
  return withChild(node, key, child);
}

const sortedKeyCache = new WeakMap<BranchNode, string[]>();

/** Child keys in key order (nameCompare), cached per immutable branch. */
export function sortedKeys(node: Node): string[] {
  if (node?.kind !== 'branch') return [];
  let keys = sortedKeyCache.get(node);
  if (!keys) {
    keys = [...node.children.keys()].sort(nameCompare);
    sortedKeyCache.set(node, keys);
  }
  return keys;
}

/**
 * Sets several non-overlapping paths at once, copying each touched branch only once
 * (a 1,000-key update of a 50,000-child node costs one copy, not 1,000).
 */
export function setMany(
  node: Node,
  writes: ReadonlyArray<{ path: readonly string[]; value: Node }>,
  depth = 0,
): Node {
  const exact = writes.find((write) => write.path.length === depth);
  if (exact) return exact.value; // paths never overlap, so nothing else lies below
  const byKey = new Map<string, Array<{ path: readonly string[]; value: Node }>>();
  for (const write of writes) {
    const key = write.path[depth] as string;
    const group = byKey.get(key);
    if (group) group.push(write);
    else byKey.set(key, [write]);
  }
  const children = new Map(node?.kind === 'branch' ? node.children : undefined);
  for (const [key, group] of byKey) {
    const child = setMany(childOf(node, key), group, depth + 1);
    if (child === null) children.delete(key);
    else children.set(key, child);
  }
  return branch(children, node?.kind === 'branch' ? node.priority : null);
}
