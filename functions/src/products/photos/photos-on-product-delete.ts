// photosOnProductDelete: when products/{id} disappears, whoever deleted it (deleteProduct, a
// script, the console), its photos go too: originals, variants and records. See docs/images.md.
import '../../core/global-options.js';
import { onValueDeleted } from 'firebase-functions/database';
import { REGION } from '@fohzshop/shared/constants';
import { PRODUCT_PHOTOS } from '@fohzshop/shared/schemas/product-photo';
import { pathOf, ref } from '../../core/db.js';
import { photoBucket, removeAllPhotos } from './photo-files.js';

export const photosOnProductDelete = onValueDeleted(
  { ref: '/products/{product_id}', region: REGION, retry: true },
  async (event) => {
    const productId = event.params.product_id;
    // Every upload the function saw has a record, listed or not (a form closed unsaved):
    // without any, the product never had a photo and Storage is not asked.
    const listed = event.data.child('photos').exists();
    const records = await ref(pathOf(PRODUCT_PHOTOS, productId)).once('value');
    if (!listed && !records.exists()) return;
    await removeAllPhotos(photoBucket(), productId);
  },
);
