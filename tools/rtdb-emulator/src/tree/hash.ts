// The SDK's node hash (LeafNode.hash / ChildrenNode.hash), compared for transactions and ETags.
import { createHash } from 'node:crypto';
import { sortedKeys, type Node, type Priority, type TreeNode } from './node.js';
import { comparePriorityOrder } from './order.js';

const hashCache = new WeakMap<TreeNode, string>();

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

const BIAS = 1023;
const TWO_52 = 2 ** 52;

/**
 * 16 lower-case hex chars of a double, computed exactly like the SDK's doubleToIEEE754String:
 * its exponent comes from Math.log and is off by one for some numbers (just below powers of
 * two, tiny and huge values), which then hash differently from their true IEEE 754 bits.
 * The fraction keeps its low 52 bits (two's complement when negative), as the SDK's bit loop does.
 */
export function doubleToHex(v: number): string {
  let sign = 0;
  let exponent = 0;
  let fraction = 0;
  if (v === 0) {
    sign = Object.is(v, -0) ? 1 : 0;
  } else {
    sign = v < 0 ? 1 : 0;
    const abs = Math.abs(v);
    if (abs >= Math.pow(2, 1 - BIAS)) {
      const ln = Math.min(Math.floor(Math.log(abs) / Math.LN2), BIAS);
      exponent = ln + BIAS;
      fraction = Math.round(abs * Math.pow(2, 52 - ln) - TWO_52);
    } else {
      fraction = Math.round(abs / Math.pow(2, 1 - BIAS - 52));
    }
  }
  fraction = Number.isFinite(fraction) ? ((fraction % TWO_52) + TWO_52) % TWO_52 : 0;
  const buffer = Buffer.alloc(8);
  buffer.writeUInt32BE(
    ((sign << 31) | ((exponent & 0x7ff) << 20) | Math.floor(fraction / 2 ** 32)) >>> 0,
    0,
  );
  buffer.writeUInt32BE(fraction % 2 ** 32, 4);
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
    text +=
      type + ':' + (typeof node.value === 'number' ? doubleToHex(node.value) : String(node.value));
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
