// makePhotoVariants: an original lands under products/{productId}/originals/{photoId} (written by
// the product form, storage.rules let only admins do it) → the image pipeline checks it and
// writes its variants, then product_photos/{productId}/{photoId} and the product's photo list.
// A refused file leaves nothing behind: its original is deleted, only the record with the French
// reason stays, for the form to show. Every write goes to a fixed path, so a retried or doubled
// event rewrites the same files. Files that are not originals (the variants written here) are
// ignored at once. See docs/images.md.
import '../../core/global-options.js';
import { onObjectFinalized } from 'firebase-functions/storage';
import { logger } from 'firebase-functions';
import { REGION } from '@fohzshop/shared/constants';
import {
  PHOTO_MAX_BYTES,
  parseOriginalPath,
  photoOriginalPath,
} from '@fohzshop/shared/catalog/product-photos';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { PhotoIdSchema, type PhotoRecord } from '@fohzshop/shared/schemas/product-photo';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import { callerStanding } from '../../core/standing.js';
import { ref } from '../../core/db.js';
import { PhotoRefusal, processPhoto } from './image-pipeline.js';
import {
  originalExists,
  photoBucket,
  photoRecordPath,
  removePhoto,
  writeVariants,
  type PhotoBucket,
} from './photo-files.js';
import { fillProductPhotos } from './photo-list.js';
import { fieldOf } from '../../core/stored-value.js';

type Original = {
  bucket: PhotoBucket;
  productId: string;
  photoId: string;
  contentType: string;
  size: number;
  /** The uid storage.rules made the uploader stamp on the file (custom metadata). */
  uploadedBy: string | undefined;
};

async function refuse(original: Original, reason: string): Promise<void> {
  const { bucket, productId, photoId } = original;
  await bucket.file(photoOriginalPath(productId, photoId)).delete({ ignoreNotFound: true });
  const record: PhotoRecord = {
    status: 'refused',
    error: reason,
    processed_at: new Date().toISOString(),
  };
  await ref(photoRecordPath(productId, photoId)).set(record);
  await fillProductPhotos(productId);
  logger.info('photo refused', { productId, photoId, reason });
}

export async function makeVariants(original: Original): Promise<void> {
  const { bucket, productId, photoId, uploadedBy } = original;
  // The rules check the admin claim; the record, the other half of being an admin, is here.
  const admin = uploadedBy && DatabaseKeySchema.safeParse(uploadedBy).success;
  if (!admin || (await callerStanding(uploadedBy, 'admin')) !== 'ok')
    return refuse(original, PHOTO_MESSAGES.uploadDenied);
  if (original.size > PHOTO_MAX_BYTES) return refuse(original, PHOTO_MESSAGES.tooLarge);
  let bytes: Buffer;
  try {
    [bytes] = await bucket.file(photoOriginalPath(productId, photoId)).download();
  } catch (error) {
    // Removed before we got to it (the admin took the photo out): nothing to make.
    if (fieldOf(error, 'code') === 404) return;
    throw error;
  }
  let processed;
  try {
    processed = await processPhoto(bytes, original.contentType);
  } catch (error) {
    if (error instanceof PhotoRefusal) return refuse(original, error.message);
    throw error;
  }
  await writeVariants(bucket, productId, photoId, processed);
  const record: PhotoRecord = {
    status: 'ready',
    width: processed.width,
    height: processed.height,
    widths: [...new Set(processed.variants.map((variant) => variant.width))],
    placeholder: processed.placeholder,
    processed_at: new Date().toISOString(),
  };
  await ref(photoRecordPath(productId, photoId)).set(record);
  // Taken out while we worked: what we just wrote goes too.
  if (!(await originalExists(bucket, productId, photoId)))
    return removePhoto(bucket, productId, photoId);
  await fillProductPhotos(productId);
}

/**
 * The default bucket, as firebase-functions reads it from FIREBASE_CONFIG (set in production, by
 * deploy's discovery and by the emulator); a unit test importing index.ts has none, and defining
 * the trigger would throw there.
 */
function defaultBucket(): string | undefined {
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
  return config.storageBucket ? undefined : `${process.env.GCLOUD_PROJECT ?? 'unset'}.appspot.com`;
}

export const makePhotoVariants = onObjectFinalized(
  // 2 GiB: a 40-megapixel original decodes to 160 MB of pixels, libvips needs some more.
  // One event at a time per instance keeps that bound; retried on a transient error
  // (a refused file is not an error).
  {
    bucket: defaultBucket(),
    region: REGION,
    memory: '2GiB',
    cpu: 1,
    concurrency: 1,
    timeoutSeconds: 120,
    retry: true,
  },
  async (event) => {
    const ids = parseOriginalPath(event.data.name);
    if (!ids) return;
    const { productId, photoId } = ids;
    if (
      !DatabaseKeySchema.safeParse(productId).success ||
      !PhotoIdSchema.safeParse(photoId).success
    )
      return void (await photoBucket(event.data.bucket).file(event.data.name).delete({
        ignoreNotFound: true,
      }));
    await makeVariants({
      bucket: photoBucket(event.data.bucket),
      productId,
      photoId,
      contentType: event.data.contentType ?? '',
      size: Number(event.data.size),
      uploadedBy: event.data.metadata?.uploadedBy,
    });
  },
);
