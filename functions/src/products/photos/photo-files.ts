// The files of product photos in Cloud Storage: the variants written at fixed paths (a retried
// trigger overwrites them, never adds copies), and their removal with the photo's record.
import {
  photoOriginalPath,
  photoVariantPath,
  photoVariantsFolder,
  productPhotosFolder,
} from '@fohzshop/shared/catalog/product-photos';
import { PRODUCT_PHOTOS } from '@fohzshop/shared/schemas/product-photo';
import { storage } from '../../core/admin.js';
import { pathOf, ref } from '../../core/db.js';
import type { ProcessedPhoto } from './image-pipeline.js';

export type PhotoBucket = ReturnType<ReturnType<typeof storage>['bucket']>;

/** The project's default bucket, or the one an event names. */
export const photoBucket = (name?: string): PhotoBucket => storage().bucket(name);

/** Variants never change under their path (a new upload gets a new id): cached for a year. */
const VARIANT_CACHE = 'public, max-age=31536000, immutable';

export async function writeVariants(
  bucket: PhotoBucket,
  productId: string,
  photoId: string,
  photo: ProcessedPhoto,
): Promise<void> {
  await Promise.all(
    photo.variants.map((variant) =>
      bucket
        .file(photoVariantPath(productId, photoId, variant.width, variant.format))
        .save(variant.data, {
          resumable: false,
          contentType: `image/${variant.format}`,
          metadata: { cacheControl: VARIANT_CACHE },
        }),
    ),
  );
}

export const photoRecordPath = (productId: string, photoId: string): string =>
  pathOf(PRODUCT_PHOTOS, productId, photoId);

export async function originalExists(
  bucket: PhotoBucket,
  productId: string,
  photoId: string,
): Promise<boolean> {
  const [exists] = await bucket.file(photoOriginalPath(productId, photoId)).exists();
  return exists;
}

/** One photo: its variants, its original, its record. */
export async function removePhoto(
  bucket: PhotoBucket,
  productId: string,
  photoId: string,
): Promise<void> {
  await bucket.deleteFiles({ prefix: photoVariantsFolder(productId, photoId) });
  await bucket.file(photoOriginalPath(productId, photoId)).delete({ ignoreNotFound: true });
  await ref(photoRecordPath(productId, photoId)).remove();
}

/** Every file and record of a product's photos (the product was deleted). */
export async function removeAllPhotos(bucket: PhotoBucket, productId: string): Promise<void> {
  await bucket.deleteFiles({ prefix: productPhotosFolder(productId) });
  await ref(pathOf(PRODUCT_PHOTOS, productId)).remove();
}

/**
 * Removes the photos of a product that its saved list no longer names: those the admin took
 * out, and uploads of a form closed without saving (found by their original or their record).
 */
export async function removeUnlistedPhotos(
  bucket: PhotoBucket,
  productId: string,
  kept: readonly string[],
): Promise<string[]> {
  const records: unknown = (await ref(pathOf(PRODUCT_PHOTOS, productId)).once('value')).val();
  // No record and nothing kept: the product never had a photo the function saw, so Storage is
  // not asked (every save of the form sends its list, most products have none).
  if (records === null && kept.length === 0) return [];
  const [files] = await bucket.getFiles({ prefix: `${productPhotosFolder(productId)}originals/` });
  const known = new Set([
    ...files.map((file) => file.name.split('/').pop() ?? ''),
    ...(records && typeof records === 'object' ? Object.keys(records) : []),
  ]);
  const removed = [...known].filter((id) => id !== '' && !kept.includes(id));
  for (const photoId of removed) await removePhoto(bucket, productId, photoId);
  return removed;
}
