// Server-side query evaluation, mirroring the SDK's RangedFilter + LimitedFilter.
import { nameCompare, MIN_NAME, MAX_NAME } from '../tree/name-compare.js';
import { branch, leaf, nodeAt, sortedKeys, type Node, type TreeNode } from '../tree/node.js';
import { compareNodes, MAX_NODE, type Comparable } from '../tree/order.js';
import { fromJson } from '../tree/from-json.js';
import type { QueryBound, QueryIndex, QuerySpec } from './params.js';

/** A child positioned in an index: the indexed value plus its key. */
interface Post {
  name: string;
  value: Comparable;
}

function indexedValue(index: QueryIndex, node: Node): Comparable {
  switch (index.kind) {
    case 'key':
      return null;
    case 'value':
      return node;
    case 'child':
      return nodeAt(node, index.path);
    case 'priority':
      return node?.priority == null ? null : leaf(node.priority);
  }
}

function comparePosts(index: QueryIndex, a: Post, b: Post): number {
  if (index.kind === 'key') return nameCompare(a.name, b.name);
  return compareNodes(a.value, b.value) || nameCompare(a.name, b.name);
}

function boundPost(index: QueryIndex, bound: QueryBound | undefined, isStart: boolean): Post {
  if (!bound)
    return isStart ? { name: MIN_NAME, value: null } : { name: MAX_NAME, value: MAX_NODE };
  if (index.kind === 'key') return { name: String(bound.value), value: null };
  const name = bound.name ?? (isStart ? MIN_NAME : MAX_NAME);
  return { name, value: fromJson(bound.value) };
}

/** Returns the children of `node` selected by the query (the node itself when unfiltered). */
export function applyQuery(node: Node, spec: QuerySpec | null): Node {
  if (!spec || (!spec.start && !spec.end && spec.limit === undefined)) return node;
  if (node?.kind !== 'branch') return null;
  const { index } = spec;
  const start = boundPost(index, spec.start, true);
  const end = boundPost(index, spec.end, false);
  const startInclusive = spec.start?.inclusive ?? true;
  const endInclusive = spec.end?.inclusive ?? true;
  const matches: Post[] = [];
  for (const name of sortedKeys(node)) {
    const post: Post = { name, value: indexedValue(index, node.children.get(name) ?? null) };
    const fromStart = comparePosts(index, start, post);
    const toEnd = comparePosts(index, post, end);
    if (
      (startInclusive ? fromStart <= 0 : fromStart < 0) &&
      (endInclusive ? toEnd <= 0 : toEnd < 0)
    ) {
      matches.push(post);
    }
  }
  let selected = matches;
  if (spec.limit !== undefined && matches.length > spec.limit) {
    if (index.kind !== 'key') matches.sort((a, b) => comparePosts(index, a, b));
    selected = spec.viewFrom === 'l' ? matches.slice(0, spec.limit) : matches.slice(-spec.limit);
  }
  const children = new Map<string, TreeNode>();
  for (const { name } of selected) children.set(name, node.children.get(name) as TreeNode);
  return branch(children);
}
