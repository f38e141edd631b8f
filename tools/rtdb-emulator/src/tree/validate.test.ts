// The nesting guard runs before any recursive code, so it must handle any depth itself.
import { describe, expect, it } from 'vitest';
import { fromJson } from './from-json.js';
import { assertNestingWithin, InvalidDataError, MAX_DEPTH, MAX_JSON_NESTING } from './validate.js';

const nested = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { k: value };
  return value;
};

describe('assertNestingWithin', () => {
  it('refuses a million levels without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(1_000_000) + ']'.repeat(1_000_000)) as unknown;
    expect(() => assertNestingWithin(deep)).toThrow(InvalidDataError);
    expect(() => assertNestingWithin(deep)).toThrow(`nested deeper than ${MAX_DEPTH} levels`);
  });

  it('counts objects and arrays, not primitives', () => {
    expect(() => assertNestingWithin(nested(MAX_JSON_NESTING))).not.toThrow();
    expect(() => assertNestingWithin(nested(MAX_JSON_NESTING + 1))).toThrow(InvalidDataError);
    expect(() => assertNestingWithin(nested(3), 3)).not.toThrow();
    expect(() => assertNestingWithin(nested(4), 3)).toThrow(InvalidDataError);
    expect(() => assertNestingWithin('x'.repeat(10), 0)).not.toThrow();
  });

  it('lets through every tree fromJson accepts, .value and .sv wrappers included', () => {
    let value: unknown = { '.value': { '.sv': { increment: 1 } }, '.priority': 1 };
    for (let i = 0; i < MAX_DEPTH; i++) value = { '.value': { k: value }, '.priority': i };
    expect(() =>
      assertNestingWithin({ t: 'd', d: { r: 1, a: 'p', b: { p: '/', d: value } } }),
    ).not.toThrow();
    expect(() => fromJson(nested(MAX_DEPTH))).not.toThrow();
    expect(() => fromJson(nested(MAX_DEPTH + 1))).toThrow(InvalidDataError);
  });
});
