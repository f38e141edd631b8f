import { describe, expect, it } from 'vitest';
import { product } from '../test-support/products';
import { compareScooters } from './compare';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const a = product({
  product_id: 'a',
  price: 1299,
  stock: 0,
  specs: { power_w: 5400, weight_kg: 47.5, brakes: 'Disques hydrauliques' },
});
const b = product({
  product_id: 'b',
  price: 2999,
  stock: 3,
  specs: { power_w: 5400, weight_kg: 41, brakes: 'Disques hydrauliques' },
});
const c = product({ product_id: 'c', price: 1299, brand: 'Kaabo', specs: { power_w: 7200 } });

describe('compareScooters', () => {
  it('needs 2 to 4 scooters', () => {
    expect(() => compareScooters([a])).toThrow(RangeError);
    expect(() => compareScooters([a, b, c, a, b])).toThrow(
      'La comparaison porte sur 2 à 4 trottinettes.',
    );
  });
  it('builds French rows with units, differences and best columns', () => {
    const rows = Object.fromEntries(compareScooters([a, b, c]).map((row) => [row.key, row]));
    expect(rows.price?.values.map(plain)).toEqual(['1 299,00 €', '2 999,00 €', '1 299,00 €']);
    expect(rows.price?.best).toEqual([0, 2]);
    expect(rows.power_w).toMatchObject({ label: 'Puissance (W)', differs: true, best: [2] });
    expect(rows.power_w?.values.map(plain)).toEqual(['5 400', '5 400', '7 200']);
    expect(rows.weight_kg).toMatchObject({ values: ['47,5', '41', '—'], best: [1] });
    expect(rows.brakes).toMatchObject({
      differs: true,
      values: ['Disques hydrauliques', 'Disques hydrauliques', '—'],
    });
    expect(rows.range_km).toMatchObject({ differs: false, best: [] });
    expect(rows.availability?.values).toEqual(['Rupture de stock', 'En stock', 'En stock']);
    expect(rows.brand).toMatchObject({ label: 'Marque', differs: true });
  });
  it('marks equal rows as not differing', () => {
    expect(compareScooters([a, a]).every((row) => !row.differs && row.best.length === 0)).toBe(
      true,
    );
  });
});
