// Product photos kept in Cloud Storage (docs/images.md): where the files live, the sizes the
// variants function writes, the limits it applies, and the sources a page gives the browser.
// zod-free: the storefront builds its <picture> sources on its initial path.

/** Widths of the variants, in px; an original narrower than one gets its own width instead. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** Every variant exists in both formats; the browser picks AVIF when it can. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** An original may weigh at most this (storage.rules says the same). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** More pixels than this is refused before decoding (decompression bombs, 40 MP). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Longest side accepted, in px. */
export const PHOTO_MAX_SIDE = 12_000;
/** Types an admin may upload (HEIC is refused: the image library cannot read it without HEVC). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_ACCEPTED_TYPES)[number];
/** Photos per product (the same bound as image URLs). */
export const MAX_PHOTOS = 20;
/** Alternative text length. */
export const PHOTO_ALT_MAX = 250;

/** A published photo as stored on products/{id}/photos: what a page needs to show it. */
export type ProductPhoto = {
  /** The upload's id: the original's file name and the variants' folder. */
  id: string;
  /** French alternative text. */
  alt: string;
  /** Oriented size of the original, px (its aspect ratio sizes every <img>). */
  width?: number;
  height?: number;
  /** Widths of the variants written, ascending; absent while the variants are being made. */
  widths?: number[];
  /** A 16 px blurred WebP as a data: URI, painted until the photo arrives (product page). */
  placeholder?: string;
};

/** A photo whose variants exist, so a page may show it. */
export type ReadyPhoto = ProductPhoto & { width: number; height: number; widths: number[] };

const isSide = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export const isReadyPhoto = (photo: ProductPhoto | undefined): photo is ReadyPhoto =>
  !!photo &&
  isSide(photo.width) &&
  isSide(photo.height) &&
  Array.isArray(photo.widths) &&
  photo.widths.length > 0 &&
  photo.widths.every(isSide);

export const photoOriginalPath = (productId: string, photoId: string): string =>
  `products/${productId}/originals/${photoId}`;
export const photoVariantsFolder = (productId: string, photoId: string): string =>
  `products/${productId}/variants/${photoId}/`;
export const photoVariantPath = (
  productId: string,
  photoId: string,
  width: number,
  format: PhotoFormat,
): string => `${photoVariantsFolder(productId, photoId)}${width}.${format}`;
/** Every file of a product (originals and variants). */
export const productPhotosFolder = (productId: string): string => `products/${productId}/`;

const ORIGINAL = /^products\/([^/]+)\/originals\/([^/]+)$/;

/** products/{productId}/originals/{photoId} → its ids; anything else (variants…) → null. */
export function parseOriginalPath(path: string): { productId: string; photoId: string } | null {
  const match = ORIGINAL.exec(path);
  return match ? { productId: match[1]!, photoId: match[2]! } : null;
}

/** The widths to write for an original `width` px wide (never wider than the original). */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Height of a variant `width` px wide, as the resize computes it. */
export const variantHeight = (photo: { width: number; height: number }, width: number): number =>
  Math.max(1, Math.round((photo.height * width) / photo.width));

/**
 * Public URL of a stored file: the Firebase Storage download endpoint, readable without a token
 * where storage.rules allow public reads (the variants). `base` = `<origin>/v0/b/<bucket>/o/`.
 */
export const storageFileUrl = (base: string, path: string): string =>
  `${base}${encodeURIComponent(path)}?alt=media`;

export const storageBaseUrl = (origin: string, bucket: string): string =>
  `${origin.replace(/\/$/, '')}/v0/b/${bucket}/o/`;

export type PhotoSources = {
  /** Fallback (WebP, closest to `fallbackWidth`). */
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
};

/** The srcset of each format and a fallback, for <picture>. */
export function photoSources(
  base: string,
  productId: string,
  photo: ReadyPhoto,
  fallbackWidth = 640,
): PhotoSources {
  const set = (format: PhotoFormat) =>
    photo.widths
      .map((w) => `${storageFileUrl(base, photoVariantPath(productId, photo.id, w, format))} ${w}w`)
      .join(', ');
  const fallback = photo.widths.find((w) => w >= fallbackWidth) ?? photo.widths.at(-1)!;
  return {
    src: storageFileUrl(base, photoVariantPath(productId, photo.id, fallback, 'webp')),
    avif: set('avif'),
    webp: set('webp'),
    width: photo.width,
    height: photo.height,
  };
}

/** Width of the shared image (Open Graph asks for 1,200 px or more; variants go up to 1,600). */
const SHARE_WIDTH = 1200;

/**
 * The URL of a photo for search engines and link previews (JSON-LD, og:image): its WebP variant
 * of at least 1,200 px, or its largest (JPEG-free: every crawler that matters reads WebP).
 */
export const photoShareUrl = (base: string, productId: string, photo: ReadyPhoto): string =>
  storageFileUrl(
    base,
    photoVariantPath(
      productId,
      photo.id,
      photo.widths.find((w) => w >= SHARE_WIDTH) ?? photo.widths.at(-1)!,
      'webp',
    ),
  );

/** The ready photos of a stored `photos` value (RTDB may hand an array back as an object). */
export function readyPhotos(value: unknown): ReadyPhoto[] {
  const list: unknown[] = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  return list.filter(
    (photo): photo is ReadyPhoto =>
      !!photo &&
      typeof photo === 'object' &&
      typeof (photo as ProductPhoto).id === 'string' &&
      typeof (photo as ProductPhoto).alt === 'string' &&
      isReadyPhoto(photo as ProductPhoto),
  );
}
