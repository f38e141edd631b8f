import { describe, expect, it } from 'vitest';
import { mergeGarages, sameGarage } from './merge-garages';

describe('mergeGarages', () => {
  it('keeps the account scooters first, adds the local ones, without duplicates', () => {
    expect(mergeGarages(['a', 'b'], ['b', 'c'], 5)).toEqual(['a', 'b', 'c']);
  });

  it('respects the garage limit', () => {
    expect(mergeGarages(['a', 'b'], ['c', 'd'], 3)).toEqual(['a', 'b', 'c']);
  });

  it('compares garages regardless of order', () => {
    expect(sameGarage(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameGarage(['a'], ['a', 'b'])).toBe(false);
  });
});
