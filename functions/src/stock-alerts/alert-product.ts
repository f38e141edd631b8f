// The product of an alert, read from the database with the shared reader (lenient like the
// storefront: a product it cannot read is treated as missing).
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';
import { pathOf, ref } from '../core/db.js';

export async function readProduct(productId: string): Promise<Product | null> {
  const raw: unknown = (await ref(pathOf(COLLECTIONS.products, productId)).once('value')).val();
  return raw === null ? null : parseStoredProduct(raw, productId);
}
