// updateProduct: replaces the editable fields of an existing product through writeProductFields
// (product-write.ts: views and created_at carried over, the stock compared with the one the
// admin saw; a conflict asks the admin to reload). The price is then recorded in the price
// history and the lawful reference set (price-history.ts), and the card is rewritten from the
// committed value.
import { updateProduct as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES, stockChangedMessage } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { recordPrice } from './price-history.js';
import { syncCardFromCommitted } from './product-cards.js';
import { afterPhotosSaved, photosToSave } from './photos/photo-save.js';
import { writeProductFields } from './product-write.js';

export const updateProduct = callable(
  contract,
  async ({ product_id, product, expected_stock }) => {
    const photos = await photosToSave(product_id, product.photos);
    const write = await writeProductFields(product_id, product, expected_stock, photos);
    if ('gone' in write) throw fail('not-found', MESSAGES.productNotFound);
    if ('conflict' in write) throw fail('failed-precondition', stockChangedMessage(write.conflict));
    await afterPhotosSaved(product_id, photos);
    const { stored, verdict } = await recordPrice(product_id);
    await syncCardFromCommitted(product_id, stored ?? write.written.val());
    return { ok: true as const, ...(verdict && { reduction: verdict }) };
  },
  { failureMessage: MESSAGES.productSaveFailed },
);
