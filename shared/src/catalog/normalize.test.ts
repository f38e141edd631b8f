import { describe, expect, it } from 'vitest';
import { cleanseProduct, normalizeBrand, normalizeType } from './normalize';
import { parseStoredProduct, productsFromSnapshot } from './stored-product';

describe('normalizeType', () => {
  it('matches canonical types ignoring case, accents, spacing and plural', () => {
    expect(normalizeType('Trottinette électrique')).toBe('Trottinette électrique');
    expect(normalizeType('  trottinette   ELECTRIQUE ')).toBe('Trottinette électrique');
    expect(normalizeType('Pièces détachées')).toBe('Pièce détachée');
    expect(normalizeType('piece-competition')).toBe('Pièce compétition');
  });
  it('falls back to Non défini(e)', () => {
    expect(normalizeType('Vélo')).toBe('Non défini(e)');
    expect(normalizeType('')).toBe('Non défini(e)');
    expect(normalizeType(undefined)).toBe('Non défini(e)');
    expect(normalizeType(42)).toBe('Non défini(e)');
  });
});

describe('normalizeBrand', () => {
  it('matches every canonical brand', () => {
    expect(normalizeBrand('dualtron')).toBe('Dualtron');
    expect(normalizeBrand('In Motion')).toBe('InMotion');
    expect(normalizeBrand('fohzshop')).toBe('FōhzShop');
    expect(normalizeBrand('FŌHZSHOP')).toBe('FōhzShop');
    expect(normalizeBrand('Flip sky')).toBe('FlipSky');
    expect(normalizeBrand('NAMI')).toBe('Nami');
    expect(normalizeBrand('makerx')).toBe('MakerX');
    expect(normalizeBrand('lonnyo ')).toBe('Lonnyo');
  });
  it('falls back to Non défini(e)', () => {
    expect(normalizeBrand('Xiaomi')).toBe('Non défini(e)');
    expect(normalizeBrand(null)).toBe('Non défini(e)');
  });
});

const raw = {
  name: 'Dualtron Thunder 3',
  brand: 'dualtron',
  type: 'trottinette electrique',
  price: '3290',
  stock: 2,
  images: ['', '/images/thunder.webp', '  '],
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('parseStoredProduct', () => {
  it('repairs what can be repaired', () => {
    const product = parseStoredProduct(raw, 'dt-thunder-3');
    expect(product).toMatchObject({
      product_id: 'dt-thunder-3',
      brand: 'Dualtron',
      type: 'Trottinette électrique',
      price: 3290,
      views: 0,
      description: '',
      images: ['/images/thunder.webp'],
    });
  });
  it('returns null for unreadable records', () => {
    expect(parseStoredProduct(null, 'x')).toBeNull();
    expect(parseStoredProduct({ ...raw, price: 'abc' }, 'x')).toBeNull();
    expect(parseStoredProduct({ ...raw, name: '' }, 'x')).toBeNull();
  });
  it('lists a snapshot, skipping bad entries', () => {
    expect(productsFromSnapshot({ a: raw, b: 'junk' }).map((p) => p.product_id)).toEqual(['a']);
    expect(productsFromSnapshot(null)).toEqual([]);
  });
});

describe('cleanseProduct', () => {
  it('normalises, resets views and refreshes updated_at', () => {
    const product = parseStoredProduct({ ...raw, views: 12 }, 'p')!;
    const cleansed = cleanseProduct(
      { ...product, brand: 'Non défini(e)' },
      '2025-06-01T00:00:00.000Z',
    );
    expect(cleansed.views).toBe(0);
    expect(cleansed.updated_at).toBe('2025-06-01T00:00:00.000Z');
    expect(cleansed.type).toBe('Trottinette électrique');
  });
});
