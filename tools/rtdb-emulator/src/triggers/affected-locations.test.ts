import { describe, expect, it } from 'vitest';
import { fromJson } from '../tree/from-json.js';
import { affectedLocations, sameNode } from './affected-locations.js';
import { deltaOf } from './cloud-event.js';

const tree = (value: unknown) => fromJson(value);
const ORDERS = ['orders', '{order_id}'];

/** firebase-functions' applyChange: merge `delta` into `before`, a null removing a key. */
function applyChange(before: unknown, delta: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (!isObject(before) || !isObject(delta)) return delta;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(delta)])) {
    if (key in delta) {
      if (delta[key] !== null) out[key] = applyChange(before[key], delta[key]);
    } else out[key] = before[key];
  }
  return out;
}

describe('affectedLocations', () => {
  const before = tree({ orders: { a: { n: 1 }, b: { n: 2 } }, carts: { u: 1 } });

  it('maps a write at or below the pattern to its one location', () => {
    const written = [
      ['orders', 'a', 'n'],
      ['carts', 'u'],
      ['orders', 'c'],
    ];
    expect(affectedLocations(ORDERS, written, before, before)).toEqual([
      ['orders', 'a'],
      ['orders', 'c'],
    ]);
  });

  it('walks both trees below a write above the pattern, keeping only what changed', () => {
    const after = tree({ orders: { a: { n: 1 }, b: { n: 3 }, c: { n: 4 } } });
    expect(affectedLocations(ORDERS, [[]], before, after)).toEqual([
      ['orders', 'b'],
      ['orders', 'c'],
    ]);
    expect(affectedLocations(ORDERS, [['orders']], before, tree(null))).toEqual([
      ['orders', 'a'],
      ['orders', 'b'],
    ]);
  });

  it('ignores writes elsewhere and compares data, not identity', () => {
    expect(affectedLocations(ORDERS, [['carts']], before, tree({}))).toEqual([]);
    expect(sameNode(tree({ a: { b: 1 } }), tree({ a: { b: 1 } }))).toBe(true);
    expect(sameNode(tree({ a: { b: 1 } }), tree({ a: { b: '1' } }))).toBe(false);
  });
});

describe('deltaOf', () => {
  it('rebuilds the value after through firebase-functions merge rules', () => {
    const cases: [unknown, unknown][] = [
      [
        { a: 1, b: { c: 2, d: 3 } },
        { a: 1, b: { c: 5 }, e: 'x' },
      ],
      [null, { a: 1 }],
      [{ a: 1 }, null],
      [{ a: { b: 1 } }, { a: 7 }],
      [5, { a: 1 }],
    ];
    for (const [old, now] of cases) expect(applyChange(old, deltaOf(old, now))).toEqual(now);
  });
});
