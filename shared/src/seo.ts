// Structured data for search engines: schema.org Product with an EUR Offer.
import { SITE_NAME } from './constants';
import { toCents } from './money';
import { productPath } from './routes';
import { UNDEFINED_LABEL } from './catalog/taxonomy';
import type { Product } from './schemas/product';
import { stockState } from './catalog/stock';
import { photoShareUrl, readyPhotos } from './catalog/product-photos';

const AVAILABILITY = {
  'En stock': 'https://schema.org/InStock',
  'Rupture de stock': 'https://schema.org/OutOfStock',
  'Sur commande': 'https://schema.org/BackOrder',
} as const;

/** Join a site URL and a path or absolute URL ('https://x.fr/' + '/a' → 'https://x.fr/a'). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

export type ProductJsonLd = Record<string, unknown> & {
  '@context': 'https://schema.org';
  '@type': 'Product';
};

/**
 * The product's images as absolute URLs: its uploaded photos (what the page shows) when
 * `photoBase` (the Storage download base, web/src/lib/photo-base-url.ts) is given and one is
 * ready, else its image URLs.
 */
export function productImageUrls(product: Product, siteUrl: string, photoBase?: string): string[] {
  const photos = photoBase ? readyPhotos(product.photos) : [];
  return photos.length > 0
    ? photos.map((photo) => photoShareUrl(photoBase!, product.product_id, photo))
    : product.images.map((image) => absoluteUrl(siteUrl, image));
}

type JsonLdOptions = { rating?: { average: number; count: number }; photoBase?: string };

export function productJsonLd(
  product: Product,
  siteUrl: string,
  { rating, photoBase }: JsonLdOptions = {},
): ProductJsonLd {
  const url = absoluteUrl(siteUrl, productPath(product));
  const cents = toCents(product.price);
  const images = productImageUrls(product, siteUrl, photoBase);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description && { description: product.description }),
    sku: product.product_id,
    ...(product.brand !== UNDEFINED_LABEL && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(images.length > 0 && { image: images }),
    url,
    offers: {
      '@type': 'Offer',
      url,
      // Decimal string with 2 digits, as Google expects ("1299.00").
      price: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[stockState(product)],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
    ...(rating &&
      rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average,
          reviewCount: rating.count,
        },
      }),
  };
}
