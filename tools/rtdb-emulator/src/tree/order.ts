// Value and priority ordering of the SDK (LeafNode.compareTo / ChildrenNode.compareTo).
import { nameCompare } from './name-compare.js';
import { priorityOf, type Node, type LeafValue, type Priority } from './node.js';

/** Greater than every node: upper bound of an open-ended range. */
export const MAX_NODE: unique symbol = Symbol('MAX_NODE');
export type Comparable = Node | typeof MAX_NODE;

const LEAF_TYPE_ORDER = ['boolean', 'number', 'string'];

export function compareLeafValues(a: LeafValue, b: LeafValue): number {
  const typeDiff = LEAF_TYPE_ORDER.indexOf(typeof a) - LEAF_TYPE_ORDER.indexOf(typeof b);
  if (typeDiff !== 0) return typeDiff;
  return a < b ? -1 : a === b ? 0 : 1;
}

/** null < false < true < numbers < strings < objects (all objects equal). */
export function compareNodes(a: Comparable, b: Comparable): number {
  if (a === MAX_NODE) return b === MAX_NODE ? 0 : 1;
  if (b === MAX_NODE) return -1;
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  if (a.kind === 'leaf') return b.kind === 'leaf' ? compareLeafValues(a.value, b.value) : -1;
  return b.kind === 'leaf' ? 1 : 0;
}

/** No priority < numbers < strings. */
export function comparePriorities(
  a: Priority | typeof MAX_NODE,
  b: Priority | typeof MAX_NODE,
): number {
  if (a === MAX_NODE) return b === MAX_NODE ? 0 : 1;
  if (b === MAX_NODE) return -1;
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  return compareLeafValues(a, b);
}

/** Children order used by hashing and `$priority` listings: priority, then key. */
export function comparePriorityOrder(aKey: string, a: Node, bKey: string, b: Node): number {
  return comparePriorities(priorityOf(a), priorityOf(b)) || nameCompare(aKey, bKey);
}
