import { describe, expect, it } from 'vitest';
import { product } from '../test-support/products';
import { scooterSpecSheet } from './spec-sheet';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('scooterSpecSheet', () => {
  it('lists the known characteristics with the comparator labels, in order', () => {
    const scooter = product({
      specs: { power_w: 5400, range_km: 120, weight_kg: 47.5, brakes: 'Disques hydrauliques' },
    });
    const rows = scooterSpecSheet(scooter).map((row) => ({ ...row, value: plain(row.value) }));
    expect(rows).toEqual([
      { key: 'power_w', label: 'Puissance (W)', value: '5 400' },
      { key: 'range_km', label: 'Autonomie (km)', value: '120' },
      { key: 'weight_kg', label: 'Poids (kg)', value: '47,5' },
      { key: 'brakes', label: 'Freins', value: 'Disques hydrauliques' },
    ]);
  });
  it('is empty without specs and leaves out price, brand and stock', () => {
    expect(scooterSpecSheet(product({}))).toEqual([]);
  });
});
