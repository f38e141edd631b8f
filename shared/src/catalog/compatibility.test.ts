import { describe, expect, it } from 'vitest';
import { product } from '../test-support/products';
import {
  filterByGarage,
  fitsGarage,
  isPart,
  isScooter,
  parseGarage,
  partsForScooter,
  scootersForPart,
} from './compatibility';

const thunder = product({ product_id: 'thunder' });
const mantis = product({ product_id: 'mantis', brand: 'Kaabo' });
const tyre = product({
  product_id: 'tyre',
  type: 'Pièce détachée',
  compatible_with: ['thunder', 'mantis', 'gone'],
});
const ctrl = product({
  product_id: 'ctrl',
  type: 'Pièce compétition',
  compatible_with: ['mantis'],
});
const orphan = product({ product_id: 'orphan', type: 'Pièce détachée' });
const all = [thunder, mantis, tyre, ctrl, orphan];
const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);

describe('compatibility', () => {
  it('classifies products', () => {
    expect(isScooter(thunder)).toBe(true);
    expect(isPart(ctrl)).toBe(true);
    expect(isPart(thunder)).toBe(false);
  });
  it('finds parts for a scooter and scooters for a part', () => {
    expect(ids(partsForScooter(all, 'mantis'))).toEqual(['tyre', 'ctrl']);
    expect(ids(partsForScooter(all, 'thunder'))).toEqual(['tyre']);
    expect(ids(scootersForPart(all, tyre))).toEqual(['thunder', 'mantis']);
    expect(scootersForPart(all, orphan)).toEqual([]);
  });
  it('filters by garage', () => {
    expect(fitsGarage(ctrl, ['thunder'])).toBe(false);
    expect(ids(filterByGarage(all, ['thunder']))).toEqual(['thunder', 'mantis', 'tyre']);
    expect(filterByGarage(all, [])).toHaveLength(5);
  });
  it('parses a stored garage defensively', () => {
    expect(parseGarage('["a","a","b"]')).toEqual(['a', 'b']);
    expect(parseGarage('{oops')).toEqual([]);
    expect(parseGarage('["a/b"]')).toEqual([]);
    expect(parseGarage(null)).toEqual([]);
  });
});
