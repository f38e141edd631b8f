// createProduct: writes products/{product_id} with created_at and views 0, then its public
// card. Empty image entries are already dropped by the contract's ProductInputSchema.
import { createProduct as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf } from '../core/db.js';
import { fail } from '../core/errors.js';
import { syncCardFromCommitted } from './product-cards.js';
import { productIdCandidates } from './product-id.js';

export const createProduct = callable(
  contract,
  async ({ product_id, product }) => {
    const created_at = new Date().toISOString();
    // Transactional create: two admins can never overwrite each other's product.
    const tryCreate = async (id: string) => {
      const value = { ...product, product_id: id, views: 0, created_at };
      if (!(await createIfAbsent(pathOf('products', id), value))) return false;
      await syncCardFromCommitted(id, value);
      return true;
    };
    if (product_id !== undefined) {
      if (!(await tryCreate(product_id))) throw fail('already-exists');
      return { product_id };
    }
    for (const candidate of productIdCandidates(product.name)) {
      if (await tryCreate(candidate)) return { product_id: candidate };
    }
    throw new Error('no free product id');
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
