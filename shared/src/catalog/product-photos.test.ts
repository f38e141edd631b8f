import { describe, expect, it } from 'vitest';
import { cardOf, listingProductFromCard } from './product-card';
import {
  parseOriginalPath,
  photoSources,
  readyPhotos,
  storageBaseUrl,
  variantWidths,
} from './product-photos';
import { ProductInputSchema, ProductSchema } from '../schemas/product';
import { PhotoRecordSchema } from '../schemas/product-photo';

const ready = {
  id: 'abcdefgh1234',
  alt: 'Trottinette vue de profil',
  width: 1000,
  height: 750,
  widths: [320, 640, 960, 1000],
};

describe('variant widths', () => {
  it('never exceed the original, which adds its own width below the largest size', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('photo paths and sources', () => {
  it('reads only originals out of a storage path', () => {
    expect(parseOriginalPath('products/p1/originals/abcdefgh1234')).toEqual({
      productId: 'p1',
      photoId: 'abcdefgh1234',
    });
    expect(parseOriginalPath('products/p1/variants/abcdefgh1234/320.webp')).toBeNull();
    expect(parseOriginalPath('products/p1/originals/a/b')).toBeNull();
  });

  it('gives both formats at every width, with the public download URL of each', () => {
    const base = storageBaseUrl('http://127.0.0.1:9199/', 'demo.appspot.com');
    const sources = photoSources(base, 'p1', ready);
    expect(sources.webp.split(', ')).toHaveLength(4);
    expect(sources.avif).toContain(
      'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/products%2Fp1%2Fvariants%2Fabcdefgh1234%2F320.avif?alt=media 320w',
    );
    expect(sources.src).toMatch(/%2F640\.webp\?alt=media$/);
    expect([sources.width, sources.height]).toEqual([1000, 750]);
  });

  it('keeps only the photos whose variants exist', () => {
    expect(readyPhotos([ready, { id: 'pendingphoto', alt: 'x' }])).toEqual([ready]);
    expect(readyPhotos({ 0: ready })).toEqual([ready]);
    expect(readyPhotos([{ ...ready, widths: ['320'] }])).toEqual([]);
  });
});

describe('photos in the product and its card', () => {
  const stored = {
    product_id: 'p1',
    name: 'Kaabo Mantis',
    description: '',
    brand: 'Kaabo',
    type: 'Pièce détachée',
    price: 10,
    stock: 1,
    images: ['/images/products/x.webp'],
    views: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('the card carries the first ready photo, without its placeholder or alt', () => {
    const product = ProductSchema.parse({
      ...stored,
      photos: [
        { id: 'pendingphoto', alt: 'En cours' },
        { ...ready, placeholder: 'data:image/webp;base64,AAAA' },
      ],
    });
    const card = cardOf(product);
    expect(card.f).toEqual({ i: ready.id, w: 1000, h: 750, s: [320, 640, 960, 1000] });
    expect(listingProductFromCard('p1', card)?.photos).toEqual([{ ...ready, alt: '' }]);
    expect(cardOf(ProductSchema.parse(stored)).f).toBeUndefined();
  });

  it('input asks for an alternative text per photo and refuses a photo twice', () => {
    const input = { ...stored, brand: 'Kaabo', type: 'Pièce détachée' };
    const { product_id: _, views: __, created_at: ___, ...fields } = input;
    const issues = (photos: unknown) =>
      ProductInputSchema.safeParse({ ...fields, photos }).error?.issues.map((i) => i.message) ?? [];
    expect(issues([{ id: 'abcdefgh1234', alt: 'Profil' }])).toEqual([]);
    expect(issues([{ id: 'abcdefgh1234', alt: '  ' }])[0]).toContain('texte alternatif');
    expect(issues([ready.id, ready.id].map((id) => ({ id, alt: 'a' })))[0]).toContain('deux fois');
    expect(issues([{ id: '../../etc', alt: 'a' }])).toHaveLength(1);
  });

  it('a refused record keeps its French reason', () => {
    const refused = {
      status: 'refused',
      error: 'Format refusé.',
      processed_at: '2026-01-01T00:00:00Z',
    };
    expect(PhotoRecordSchema.parse(refused)).toEqual(refused);
    expect(PhotoRecordSchema.safeParse({ ...refused, status: 'ok' }).success).toBe(false);
  });
});
