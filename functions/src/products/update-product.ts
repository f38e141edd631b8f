// updateProduct: replaces the editable fields of an existing product. views and created_at
// are carried over inside a transaction, so a concurrent recordProductView is never lost. The
// card is rewritten from the committed value.
import { updateProduct as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { pathOf, updateExisting } from '../core/db.js';
import { fail } from '../core/errors.js';
import { syncCardFromCommitted } from './product-cards.js';

export const updateProduct = callable(
  contract,
  async ({ product_id, product }) => {
    const now = new Date().toISOString();
    const updated = await updateExisting(pathOf('products', product_id), (current) => ({
      ...product,
      product_id,
      views: typeof current.views === 'number' ? current.views : 0,
      created_at: typeof current.created_at === 'string' ? current.created_at : now,
      updated_at: now,
    }));
    if (!updated) throw fail('not-found', MESSAGES.productNotFound);
    await syncCardFromCommitted(product_id, updated);
    return { ok: true as const };
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
