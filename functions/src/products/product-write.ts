// The one write of an edited product, shared by updateProduct and the catalogue import: the
// editable fields replaced inside a transaction, views and created_at carried over (a concurrent
// recordProductView is never lost), and the stock never written back blindly. Orders reserve
// units by their own transactions on products/{id}/stock (orders/stock.ts) while the admin's
// screen or file is open: the caller passes the stock the admin saw (`expected`). When the new
// stock equals it the stored stock is kept as it is now; otherwise the new stock is set only if
// the stored stock still equals it (compare-and-set, which RTDB retries when an order commits in
// between), else nothing is written.
import type { DataSnapshot } from 'firebase-admin/database';
import { storedStock } from '@fohzshop/shared/catalog/stored-product';
import type { ProductInput } from '@fohzshop/shared/schemas/product';
import type { ProductPhoto } from '@fohzshop/shared/catalog/product-photos';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject } from '../core/stored-value.js';

export type ProductWrite =
  | { written: DataSnapshot }
  | { gone: true }
  /** The stock found instead of the expected one: nothing was written. */
  | { conflict: number };

/**
 * Replaces the editable fields of products/{product_id} with `input`. `photos`: the list to store,
 * or undefined to keep the stored one (photos are managed in the product form, not by a file).
 */
export async function writeProductFields(
  product_id: string,
  input: ProductInput,
  expected: number,
  photos?: readonly ProductPhoto[],
): Promise<ProductWrite> {
  const now = new Date().toISOString();
  const stockEdited = input.stock !== expected;
  // The stock the last run of the update function found when it refused the edit.
  const seen: { conflict: number | null } = { conflict: null };
  const result = await ref(pathOf('products', product_id)).transaction((current: unknown) => {
    seen.conflict = null;
    // null may be the SDK's empty cache: writing null over null is a no-op, and if the server
    // holds the product the transaction is run again with it (core/db.ts).
    if (!isStoredObject(current)) return current;
    const stored = storedStock(current.stock);
    if (stockEdited && stored !== expected) {
      // Not aborted on a value that may not be the server's: the unchanged value is written
      // back (a no-op) so the server confirms what we compared against.
      seen.conflict = stored;
      return current;
    }
    return {
      ...input,
      ...(photos ? { photos } : current.photos !== undefined && { photos: current.photos }),
      product_id,
      stock: stockEdited ? input.stock : (current.stock ?? input.stock),
      views: typeof current.views === 'number' ? current.views : 0,
      created_at: typeof current.created_at === 'string' ? current.created_at : now,
      updated_at: now,
      // An unchanged price keeps its lawful reference (price-history.ts sets it otherwise).
      ...(current.price === input.price &&
        typeof current.reference_price === 'number' && {
          reference_price: current.reference_price,
        }),
    };
  });
  if (!result.committed || !result.snapshot.exists()) return { gone: true };
  return seen.conflict === null ? { written: result.snapshot } : { conflict: seen.conflict };
}
