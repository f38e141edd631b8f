import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PhotoIdSchema, ProductPhotoInputSchema } from '@fohzshop/shared/schemas/product-photo';
import { parseOriginalPath } from '@fohzshop/shared/catalog/product-photos';
import { ROOT_DIR } from '../stack/config';
import { DEMO_PHOTO_COUNT, demoPhotos } from './photos';
import { buildProducts } from './products';

describe('demo photos', () => {
  const photos = demoPhotos(buildProducts(new Date('2026-11-28T00:00:00Z')));

  it('are the illustrations of a handful of scooters, sent where the form sends originals', () => {
    expect(photos).toHaveLength(DEMO_PHOTO_COUNT);
    for (const photo of photos) {
      expect(existsSync(join(ROOT_DIR, 'web/public', photo.sitePath))).toBe(true);
      expect(parseOriginalPath(photo.objectName)).toEqual({
        productId: photo.productId,
        photoId: photo.photoId,
      });
      expect(PhotoIdSchema.safeParse(photo.photoId).success).toBe(true);
      expect(ProductPhotoInputSchema.parse({ id: photo.photoId, alt: photo.alt }).alt).toMatch(
        /^Dessin de la trottinette /,
      );
    }
    expect(new Set(photos.map((photo) => photo.productId)).size).toBe(DEMO_PHOTO_COUNT);
  });
});
