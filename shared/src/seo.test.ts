import { describe, expect, it } from 'vitest';
import { absoluteUrl, productJsonLd } from './seo';
import { product } from './test-support/products';

describe('absoluteUrl', () => {
  it('joins without double slashes and keeps absolute URLs', () => {
    expect(absoluteUrl('https://fohzshop.fr/', '/a/b')).toBe('https://fohzshop.fr/a/b');
    expect(absoluteUrl('https://fohzshop.fr', 'a')).toBe('https://fohzshop.fr/a');
    expect(absoluteUrl('https://fohzshop.fr', 'https://cdn.x/i.webp')).toBe('https://cdn.x/i.webp');
  });
});

describe('productJsonLd', () => {
  const thunder = product({
    product_id: 'thunder-3',
    name: 'Dualtron Thunder 3',
    description: 'La plus puissante.',
    price: 3290.5,
    stock: 2,
    images: ['/images/thunder.webp'],
  });
  it('describes a product with an EUR offer', () => {
    expect(
      productJsonLd(thunder, 'https://fohzshop.fr', { rating: { average: 4.8, count: 12 } }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Dualtron Thunder 3',
      description: 'La plus puissante.',
      sku: 'thunder-3',
      brand: { '@type': 'Brand', name: 'Dualtron' },
      image: ['https://fohzshop.fr/images/thunder.webp'],
      url: 'https://fohzshop.fr/trottinettes-electriques/thunder-3',
      offers: {
        '@type': 'Offer',
        url: 'https://fohzshop.fr/trottinettes-electriques/thunder-3',
        price: '3290.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'FōhzShop' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12 },
    });
  });
  it('maps availability and leaves out unknown data', () => {
    const out = productJsonLd(
      { ...thunder, stock: 0, brand: 'Non défini(e)', images: [], description: '' },
      'https://x.fr',
    );
    expect(out.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(out).not.toHaveProperty('brand');
    expect(out).not.toHaveProperty('image');
    expect(out).not.toHaveProperty('description');
    expect(out).not.toHaveProperty('aggregateRating');
    expect(
      productJsonLd({ ...thunder, stock: 0, backorder: true }, 'https://x.fr').offers,
    ).toMatchObject({
      availability: 'https://schema.org/BackOrder',
    });
    expect(productJsonLd({ ...thunder, price: 0.3 }, 'https://x.fr').offers).toMatchObject({
      price: '0.30',
    });
  });

  it('gives the uploaded photos (1,200 px WebP or the largest) instead of the image URLs', () => {
    const base = 'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/';
    const photos = [
      { id: 'p1', alt: 'Face', width: 4000, height: 3000, widths: [320, 640, 960, 1280, 1600] },
      { id: 'p2', alt: 'Profil', width: 900, height: 600, widths: [320, 640, 900] },
      { id: 'p3', alt: 'En cours' },
    ];
    const out = productJsonLd({ ...thunder, photos }, 'https://x.fr', { photoBase: base });
    expect(out.image).toEqual([
      `${base}products%2Fthunder-3%2Fvariants%2Fp1%2F1280.webp?alt=media`,
      `${base}products%2Fthunder-3%2Fvariants%2Fp2%2F900.webp?alt=media`,
    ]);
    // Without the Storage base, or before any photo is ready: the image URLs.
    expect(productJsonLd({ ...thunder, photos }, 'https://x.fr').image).toEqual([
      'https://x.fr/images/thunder.webp',
    ]);
    expect(
      productJsonLd({ ...thunder, photos: [photos[2]!] }, 'https://x.fr', { photoBase: base })
        .image,
    ).toEqual(['https://x.fr/images/thunder.webp']);
  });
});
