// recordProductView (public): views + 1 for a product, at most once per visitor and window
// (see view-guard.ts for how the limit is made atomic), within the origin's and the shop's caps. The card's views move in the same
// multi-path update (and its compatible_parts entries), so the counters never drift apart.
import { ServerValue } from 'firebase-admin/database';
import { recordProductView as contract } from '@fohzshop/shared/contracts/products';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable, type CallContext } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { claimOrigin } from '../core/origin-limits.js';
import { scootersOfCard } from '../core/product-records.js';
import { clientIp, viewGuardSalt, visitorKey } from '../core/visitor.js';
import { compatiblePath } from './compatible-parts.js';
import { cardPath } from './product-cards.js';
import { claimView, type ViewClaim } from './view-guard.js';

/** The caps across accounts; a view they refuse gives its per-visitor claim back. */
async function withinViewCaps(claim: ViewClaim, raw: CallContext['rawRequest']): Promise<boolean> {
  const caps = await claimOrigin('views', clientIp(raw));
  if (!caps.ok) await claim.giveBack();
  return caps.ok;
}

export const recordProductView = callable(
  contract,
  async ({ product_id }, { auth, rawRequest }) => {
    // Existence via a small required field rather than the whole product (descriptions are long);
    // an unreadable product has no card, and an increment must not create a partial one.
    const [name, card] = await Promise.all([
      ref(pathOf('products', product_id, 'name')).once('value'),
      ref(cardPath(product_id)).once('value'),
    ]);
    if (!name.exists()) throw fail('not-found', MESSAGES.productNotFound);
    const views = ref(pathOf('products', product_id, 'views'));
    const claim = await claimView(product_id, visitorKey(auth?.uid, rawRequest));
    // Beyond the origin's or the shop's caps a view is simply not counted (abuse-limits.ts).
    const counted = claim.counted && (await withinViewCaps(claim, rawRequest));
    if (counted)
      await ref('/').update({
        [pathOf('products', product_id, 'views')]: ServerValue.increment(1),
        ...(card.exists() && {
          [pathOf(cardPath(product_id), 'v')]: ServerValue.increment(1),
          ...Object.fromEntries(
            scootersOfCard(card.val()).map((scooterId) => [
              compatiblePath(scooterId, product_id),
              ServerValue.increment(1),
            ]),
          ),
        }),
      });
    const total: unknown = (await views.once('value')).val();
    return { counted, views: typeof total === 'number' ? total : 0 };
  },
  { secrets: [viewGuardSalt] },
);
