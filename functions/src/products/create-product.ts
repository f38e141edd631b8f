// createProduct: writes products/{product_id} with created_at and views 0, records its first
// price in the price history (price-history.ts), then its public card. Empty image entries are
// already dropped by the contract's ProductInputSchema.
import { createProduct as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf } from '../core/db.js';
import { fail } from '../core/errors.js';
import { recordPrice } from './price-history.js';
import { syncCardFromCommitted } from './product-cards.js';
import { productIdCandidates } from './product-id.js';
import { fillProductPhotos } from './photos/photo-list.js';

export const createProduct = callable(
  contract,
  async ({ product_id, product }) => {
    const created_at = new Date().toISOString();
    // Transactional create: two admins can never overwrite each other's product.
    const tryCreate = async (id: string) => {
      const value = { ...product, product_id: id, views: 0, created_at };
      if (!(await createIfAbsent(pathOf('products', id), value))) return null;
      // Photos uploaded under this id before it existed (a script choosing the id) are joined.
      if (product.photos?.length) await fillProductPhotos(id);
      const { stored, verdict } = await recordPrice(id);
      await syncCardFromCommitted(id, stored ?? value);
      return { product_id: id, ...(verdict && { reduction: verdict }) };
    };
    if (product_id !== undefined) {
      const created = await tryCreate(product_id);
      if (!created) throw fail('already-exists');
      return created;
    }
    for (const candidate of productIdCandidates(product.name)) {
      const created = await tryCreate(candidate);
      if (created) return created;
    }
    throw new Error('no free product id');
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
