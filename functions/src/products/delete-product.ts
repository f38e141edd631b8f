// deleteProduct: removes products/{product_id}, its card and its view guards.
import { deleteProduct as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { pathOf, ref, removeExisting } from '../core/db.js';
import { fail } from '../core/errors.js';
import { compatibleChanges } from './compatible-parts.js';
import { cardPath } from './product-cards.js';
import { VIEW_GUARDS } from './view-guard.js';

export const deleteProduct = callable(
  contract,
  async ({ product_id }) => {
    if (!(await removeExisting(pathOf('products', product_id))))
      throw fail('not-found', MESSAGES.productNotFound);
    const card: unknown = (await ref(cardPath(product_id)).once('value')).val();
    await ref('/').update({
      [cardPath(product_id)]: null,
      ...compatibleChanges(product_id, card, null),
      [pathOf(VIEW_GUARDS, product_id)]: null,
    });
    return { ok: true as const };
  },
  { failureMessage: MESSAGES.productDeleteFailed },
);
