// The image pipeline, on buffers (no storage, no database): checks an uploaded original, then
// writes the AVIF and WebP variants and the placeholder. Refusals come before any decoding:
// the declared type must match the magic bytes, and the header's size must stay within
// PHOTO_MAX_SIDE and PHOTO_MAX_PIXELS (read without decoding the pixels); libvips is then also
// held to the same pixel limit and fails on a truncated file. Every output is re-encoded from
// pixels, oriented by its EXIF tag first, so no metadata (EXIF, GPS, XMP, ICC) leaves the shop.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import {
  PHOTO_ACCEPTED_TYPES,
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  variantWidths,
  type PhotoFormat,
} from '@fohzshop/shared/catalog/product-photos';
import { sniffImageType } from './sniff-image.js';

/** A refused original: its French message goes on the photo's record. */
export class PhotoRefusal extends Error {}

export type PhotoVariant = { width: number; height: number; format: PhotoFormat; data: Buffer };

export type ProcessedPhoto = {
  /** Oriented size of the original. */
  width: number;
  height: number;
  /** Variants, ascending width, AVIF and WebP for each. */
  variants: PhotoVariant[];
  /** data:image/webp;base64,… 16 px wide, blurred. */
  placeholder: string;
};

const PLACEHOLDER_WIDTH = 16;
// libvips: one decode, limited to our pixel bound, failing on truncated data rather than
// painting the missing part grey.
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' } as const;
// AVIF effort 2 of 9: 3–4 times faster than the default for a few percent more bytes.
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

const isAccepted = (type: string): boolean =>
  (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(type);

/** Throws PhotoRefusal unless the bytes are an accepted image of their declared type. */
export function checkDeclaredType(bytes: Uint8Array, declaredType: string): void {
  const sniffed = sniffImageType(bytes);
  if (sniffed === 'image/heic' || /^image\/hei[cf]/i.test(declaredType))
    throw new PhotoRefusal(PHOTO_MESSAGES.heic);
  if (!isAccepted(declaredType)) throw new PhotoRefusal(PHOTO_MESSAGES.wrongType);
  if (sniffed !== declaredType) throw new PhotoRefusal(PHOTO_MESSAGES.typeMismatch);
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRefusal(PHOTO_MESSAGES.tooLarge);
}

/** The header's size, oriented; refuses what is too large before any pixel is decoded. */
export async function checkedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // No limit here: the header is read, not the pixels, and we want our own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusal(PHOTO_MESSAGES.unreadable);
  }
  const { width, height } = meta;
  if (!width || !height) throw new PhotoRefusal(PHOTO_MESSAGES.unreadable);
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE)
    throw new PhotoRefusal(PHOTO_MESSAGES.tooWide);
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoRefusal(PHOTO_MESSAGES.tooManyPixels);
  // EXIF orientations 5–8 turn the picture by a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

/** Decodes once (oriented, sRGB) at the largest width needed, as raw pixels. */
async function decodeOnce(bytes: Buffer, largest: number) {
  try {
    return await sharp(bytes, INPUT)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoRefusal(PHOTO_MESSAGES.tooManyPixels);
    throw new PhotoRefusal(PHOTO_MESSAGES.unreadable);
  }
}

/** Checks an original and makes its variants; throws PhotoRefusal for a refused file. */
export async function processPhoto(bytes: Buffer, declaredType: string): Promise<ProcessedPhoto> {
  checkDeclaredType(bytes, declaredType);
  const size = await checkedSize(bytes);
  const widths = variantWidths(size.width);
  const { data, info } = await decodeOnce(bytes, widths.at(-1)!);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) {
      const image = sharp(data, raw).resize({ width, withoutEnlargement: true });
      const out = await ENCODE[format](image).toBuffer({ resolveWithObject: true });
      variants.push({ width, height: out.info.height, format, data: out.data });
    }
  }
  const tiny = await sharp(data, raw)
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    ...size,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
