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
// A view the origin or shop caps refuse (record-product-view.ts) gives its claim back.
import { PRODUCT_VIEW_WINDOW_MS } from '@fohzshop/shared/constants';
import { pathOf, ref } from '../core/db.js';

export const VIEW_GUARDS = 'view_guards';

export interface ViewClaim {
  /** True when this call claimed the visitor's view for the current window. */
  readonly counted: boolean;
  /** Puts back what the guard held before this claim (the view was not counted after all). */
  readonly giveBack: () => Promise<void>;
}

export async function claimView(
  productId: string,
  visitor: string,
  now = Date.now(),
): Promise<ViewClaim> {
  const guard = ref(pathOf(VIEW_GUARDS, productId, visitor));
  // The last run of the update function is the one that committed: what it saw was there before.
  let before: number | null = null;
  const result = await guard.transaction((last: unknown) => {
    before = typeof last === 'number' ? last : null;
    return before !== null && now - before < PRODUCT_VIEW_WINDOW_MS ? undefined : now;
  });
  const giveBack = async () => {
    // A first run on an empty cache sees null: answering for it lets the server compare and
    // run this again with the real value (aborting there would give nothing back).
    await guard.transaction((current: unknown) =>
      current === now || current === null ? before : undefined,
    );
  };
  return { counted: result.committed, giveBack };
}
