// updateProduct: replaces the editable fields of an existing product. views and created_at
// are carried over inside a transaction, so a concurrent recordProductView is never lost. The
// stock is never written back blindly: orders reserve units by their own transactions on
// products/{id}/stock (orders/stock.ts) while the admin's screen is open. The request carries
// the stock the admin saw (expected_stock): when the form's stock equals it the stored stock is
// kept as it is now, otherwise the new stock is set only if the stored stock still equals it
// (compare-and-set inside the same transaction, which RTDB retries when an order commits in
// between), else nothing is written and the admin is asked to reload. The price is then
// recorded in the price history and the lawful reference set (price-history.ts; kept in the
// meantime when the price is unchanged), and the card is rewritten from the committed value.
import { updateProduct as contract } from '@fohzshop/shared/contracts/products';
import { storedStock } from '@fohzshop/shared/catalog/stored-product';
import { MESSAGES, stockChangedMessage } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { isStoredObject } from '../core/stored-value.js';
import { recordPrice } from './price-history.js';
import { syncCardFromCommitted } from './product-cards.js';
import { afterPhotosSaved, photosToSave } from './photos/photo-save.js';

export const updateProduct = callable(
  contract,
  async ({ product_id, product, expected_stock }) => {
    const now = new Date().toISOString();
    const photos = await photosToSave(product_id, product.photos);
    const stockEdited = product.stock !== expected_stock;
    // The stock the last run of the update function found when it refused the edit.
    const seen: { conflict: number | null } = { conflict: null };
    const result = await ref(pathOf('products', product_id)).transaction((current: unknown) => {
      seen.conflict = null;
      // null may be the SDK's empty cache: writing null over null is a no-op, and if the server
      // holds the product the transaction is run again with it (core/db.ts).
      if (!isStoredObject(current)) return current;
      const stored = storedStock(current.stock);
      if (stockEdited && stored !== expected_stock) {
        // Not aborted on a value that may not be the server's: the unchanged value is written
        // back (a no-op) so the server confirms what we compared against.
        seen.conflict = stored;
        return current;
      }
      return {
        ...product,
        // Absent from the request: the stored list stays (photos are not a form-only field).
        ...(photos ? { photos } : current.photos !== undefined && { photos: current.photos }),
        product_id,
        stock: stockEdited ? product.stock : (current.stock ?? product.stock),
        views: typeof current.views === 'number' ? current.views : 0,
        created_at: typeof current.created_at === 'string' ? current.created_at : now,
        updated_at: now,
        ...(current.price === product.price &&
          typeof current.reference_price === 'number' && {
            reference_price: current.reference_price,
          }),
      };
    });
    if (!result.committed || !result.snapshot.exists())
      throw fail('not-found', MESSAGES.productNotFound);
    if (seen.conflict !== null)
      throw fail('failed-precondition', stockChangedMessage(seen.conflict));
    await afterPhotosSaved(product_id, photos);
    const { stored, verdict } = await recordPrice(product_id);
    await syncCardFromCommitted(product_id, stored ?? result.snapshot.val());
    return { ok: true as const, ...(verdict && { reduction: verdict }) };
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
