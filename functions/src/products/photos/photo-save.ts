// What createProduct and updateProduct do with the form's photo list: check it against the
// records before writing (a refused photo stops the save), then, once the product is written,
// complete the list and remove the photos it no longer names (files and records).
import type { ProductPhoto } from '@fohzshop/shared/catalog/product-photos';
import type { ProductPhotoInput } from '@fohzshop/shared/schemas/product-photo';
import * as logger from 'firebase-functions/logger';
import { photoBucket, removeUnlistedPhotos } from './photo-files.js';
import { fillProductPhotos, readPhotoRecords, savedPhotos } from './photo-list.js';

/** The list to store, or undefined when the request leaves the stored photos as they are. */
export async function photosToSave(
  productId: string,
  input: readonly ProductPhotoInput[] | undefined,
): Promise<ProductPhoto[] | undefined> {
  return input && savedPhotos(input, await readPhotoRecords(productId));
}

export async function afterPhotosSaved(
  productId: string,
  saved: readonly ProductPhoto[] | undefined,
): Promise<void> {
  if (!saved) return;
  await fillProductPhotos(productId);
  // The product is saved by now: Storage being unreachable must not turn that into an error for
  // the merchant. The files stay until the next save of the product or its deletion.
  try {
    await removeUnlistedPhotos(
      photoBucket(),
      productId,
      saved.map((photo) => photo.id),
    );
  } catch (error) {
    logger.warn('unlisted product photos not removed', { productId, error: String(error) });
  }
}
