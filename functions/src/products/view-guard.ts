// Abuse limit of recordProductView: one counted view per visitor and product per window.
//
// view_guards/{product_id}/{visitorKey} holds the time (ms) of the visitor's last counted
// view; only functions touch it (the rules deny everything by default). A transaction on that
// node is the serialisation point: the server accepts a write only if the node still holds
// the value the update function saw, so among concurrent calls of one visitor exactly one
// commits a fresh timestamp and the others see it and abort. Only the call that committed
// increments products/{product_id}/views, with ServerValue.increment(1), which the server
// applies atomically and which never conflicts across visitors. A crash between the two
// writes loses that one view (never counts twice), the safe side for a popularity counter.
import { PRODUCT_VIEW_WINDOW_MS } from '@fohzshop/shared/constants';
import { pathOf, ref } from '../core/db.js';

export const VIEW_GUARDS = 'view_guards';

/** True when this call claimed the visitor's view for the current window. */
export async function claimView(
  productId: string,
  visitor: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await ref(pathOf(VIEW_GUARDS, productId, visitor)).transaction((last: unknown) =>
    typeof last === 'number' && now - last < PRODUCT_VIEW_WINDOW_MS ? undefined : now,
  );
  return result.committed;
}
