// A product's image wherever it appears: an uploaded photo as <picture> (AVIF, then WebP, at
// every width the variants function wrote; `sizes` tells the browser which to fetch) with its
// own width and height, or the product's image URL as before for products without photos.
// Plain elements, no Chakra: it is on the storefront's first paint. See docs/images.md.
import type { CSSProperties } from 'react';
import { preconnect } from 'react-dom';
import {
  photoSources,
  readyPhotos,
  type ReadyPhoto,
} from '@fohzshop/shared/catalog/product-photos';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { PHOTO_BASE_URL, PHOTO_ORIGIN } from '@/lib/photo-base-url';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
} from '@/entities/product/hooks/use-product-display';

export type PictureProduct = Pick<ListingProduct, 'product_id' | 'images' | 'photos'>;

/** What a product shows: its ready photos when it has any, else its image URLs. */
export type ProductImages =
  { kind: 'photos'; photos: ReadyPhoto[] } | { kind: 'urls'; urls: readonly string[] };

export function productImages(product: PictureProduct): ProductImages {
  const photos = readyPhotos(product.photos);
  return photos.length > 0 ? { kind: 'photos', photos } : { kind: 'urls', urls: product.images };
}

export const imageCount = (images: ProductImages): number =>
  images.kind === 'photos' ? images.photos.length : images.urls.length;

type Props = {
  product: PictureProduct;
  /** Which image (the gallery); the first is the main one. */
  index?: number;
  /** The rendered width for each viewport, as <img sizes>. */
  sizes: string;
  /** Alternative text of an image URL; a photo brings its own (`decorative` forces ""). */
  alt: string;
  decorative?: boolean;
  className?: string;
  style?: CSSProperties;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Paint the photo's blurred placeholder behind it until it arrives (the product page). */
  withPlaceholder?: boolean;
  /** Size given to an image URL (demo images are 480×360). */
  width?: number;
  height?: number;
};

const PICTURE_STYLE: CSSProperties = { display: 'contents' };

export function ProductPicture({
  product,
  index = 0,
  sizes,
  alt,
  decorative = false,
  className,
  style,
  loading = 'lazy',
  fetchPriority,
  withPlaceholder = false,
  width = PRODUCT_IMAGE_WIDTH,
  height = PRODUCT_IMAGE_HEIGHT,
}: Props) {
  const images = productImages(product);
  const common = { className, loading, fetchPriority, decoding: 'async' as const };
  if (images.kind === 'urls')
    return (
      <img
        {...common}
        style={style}
        src={images.urls[index] ?? '/favicon.svg'}
        alt={decorative ? '' : alt}
        width={width}
        height={height}
      />
    );
  const photo = images.photos[Math.min(index, images.photos.length - 1)]!;
  // The photos come from another origin (Cloud Storage): React writes one <link rel=preconnect>
  // per page into the server's HTML (hoisted into <head>), so the connection is open by the time
  // the preload scanner meets the first photo — the listings' LCP (docs/images.md).
  preconnect(PHOTO_ORIGIN);
  const sources = photoSources(PHOTO_BASE_URL, product.product_id, photo);
  const placeholder =
    withPlaceholder && photo.placeholder
      ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }
      : undefined;
  // `display: contents`: the <img> lays out as the child of the picture's parent, as an image
  // URL's <img> does. In a flex parent (the gallery's thumbnail buttons) the inline <picture>
  // became the flex item, sized by its content: 0 × 0 until the lazy image arrived, then 80 × 53,
  // a layout shift on every product page with photos (npm run bench:photos).
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        {...common}
        style={placeholder || style ? { ...placeholder, ...style } : undefined}
        src={sources.src}
        alt={decorative ? '' : photo.alt}
        width={sources.width}
        height={sources.height}
      />
    </picture>
  );
}
