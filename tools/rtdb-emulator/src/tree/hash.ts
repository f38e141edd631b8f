// The SDK's node hash (LeafNode.hash / ChildrenNode.hash), compared for transactions and ETags.
import { createHash } from 'node:crypto';
import { sortedKeys, type Node, type Priority, type TreeNode } from './node.js';
import { comparePriorityOrder } from './order.js';

const hashCache = new WeakMap<TreeNode, string>();

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** 16 lower-case hex chars of the IEEE 754 big-endian double (doubleToIEEE754String). */
export function doubleToHex(n: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(n);
  return buffer.toString('hex');
}

function priorityHashText(priority: NonNullable<Priority>): string {
  return typeof priority === 'number' ? 'number:' + doubleToHex(priority) : 'string:' + priority;
}

export function hashNode(node: Node): string {
  if (node === null) return '';
  const cached = hashCache.get(node);
  if (cached !== undefined) return cached;
  let text = node.priority === null ? '' : 'priority:' + priorityHashText(node.priority) + ':';
  let hash: string;
  if (node.kind === 'leaf') {
    const type = typeof node.value;
    text += type + ':' + (typeof node.value === 'number' ? doubleToHex(node.value) : String(node.value));
    hash = sha1Base64(text);
  } else {
    const children = node.children;
    const keys = [...sortedKeys(node)].sort((a, b) =>
      comparePriorityOrder(a, children.get(a) ?? null, b, children.get(b) ?? null),
    );
    for (const key of keys) {
      const childHash = hashNode(children.get(key) ?? null);
      if (childHash !== '') text += ':' + key + ':' + childHash;
    }
    hash = text === '' ? '' : sha1Base64(text);
  }
  hashCache.set(node, hash);
  return hash;
}
