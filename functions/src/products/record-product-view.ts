// recordProductView (public): views + 1 for a product, at most once per visitor and window
// (see view-guard.ts for how the limit is made atomic).
import { ServerValue } from 'firebase-admin/database';
import { recordProductView as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { viewGuardSalt, visitorKey } from '../core/visitor.js';
import { claimView } from './view-guard.js';

export const recordProductView = callable(
  contract,
  async ({ product_id }, { auth, rawRequest }) => {
    // Existence via a small required field rather than the whole product (descriptions are long).
    if (!(await ref(pathOf('products', product_id, 'name')).once('value')).exists()) {
      throw fail('not-found', MESSAGES.productNotFound);
    }
    const views = ref(pathOf('products', product_id, 'views'));
    const counted = await claimView(product_id, visitorKey(auth?.uid, rawRequest));
    if (counted) await views.set(ServerValue.increment(1));
    const total: unknown = (await views.once('value')).val();
    return { counted, views: typeof total === 'number' ? total : 0 };
  },
  { secrets: [viewGuardSalt] },
);
