// Stock reservation for orders.
//
// Each product's products/{id}/stock is changed by its own RTDB transaction: the server accepts
// a write only if the node still holds the value the update function saw, so two orders can
// never both take the last unit (no oversell) and no decrement is overwritten (no lost stock).
// A transaction on a common ancestor (products/) would also be atomic, but it would download
// the whole catalogue and collide with every unrelated write (view counts, admin edits), so
// concurrent orders of different products would retry one another for nothing. The price of
// per-product transactions is that a multi-line order is not one atomic step: if a later line
// fails, the lines already reserved are given back (rollback) before the error is returned.
// A process crash between a reservation and the order write loses those units (they stay
// taken), the safe side: the shop may under-sell until an admin corrects the stock, never
// over-sell.
//
// The public card's stock (product_cards/{id}/s) follows each committed change by
// ServerValue.increment, so concurrent orders compose there too (products/product-cards.ts).
import type { DataSnapshot } from 'firebase-admin/database';
import { pathOf, ref } from '../core/db.js';
import { RecordError } from '../core/stored-value.js';
import { moveCardStock } from '../products/product-cards.js';

export type StockRequest = { product_id: string; quantity: number; backorder: boolean };
/** Units actually taken per product (a backorder line may take fewer than ordered). */
export type Reservation = Record<string, number>;

export class StockShortage extends Error {
  constructor(
    readonly productId: string,
    readonly available: number,
  ) {
    super(`insufficient stock for ${productId}`);
  }
}

export class ProductGone extends Error {
  constructor(readonly productId: string) {
    super(`product ${productId} disappeared`);
  }
}

const stockPath = (productId: string) => pathOf('products', productId, 'stock');
const stockRef = (productId: string) => ref(stockPath(productId));

/** The stock a committed transaction left: a number, as the transaction wrote it. */
function stockAfter(snapshot: DataSnapshot, productId: string): number {
  const value: unknown = snapshot.val();
  if (typeof value !== 'number')
    throw new RecordError(stockPath(productId), 'a number was expected');
  return value;
}

/** Card writes a caller lets run on while it goes on (they never fail, see moveCardStock). */
export type CardMoves = Promise<void>[];

/** Takes the line's units from one product's stock; resolves to the units taken. */
async function reserveLine(
  { product_id, quantity, backorder }: StockRequest,
  cardMoves?: CardMoves,
): Promise<number> {
  let taken = 0;
  let available = 0;
  const result = await stockRef(product_id).transaction((current: unknown) => {
    // null may be the SDK's empty local cache, not the server's value: writing null over null
    // is a no-op, and if the server holds a number the transaction is retried with it.
    if (current === null) return null;
    if (typeof current !== 'number' || !Number.isFinite(current)) return undefined;
    available = Math.max(0, Math.trunc(current));
    // Backorder products: take what is there, the rest is ordered from the supplier.
    taken = backorder ? Math.min(available, quantity) : quantity;
    if (available < taken) return undefined;
    return current - taken;
  });
  if (result.committed && !result.snapshot.exists()) throw new ProductGone(product_id);
  if (!result.committed) throw new StockShortage(product_id, available);
  const after = stockAfter(result.snapshot, product_id);
  const move = moveCardStock(product_id, after + taken, after);
  if (cardMoves) cardMoves.push(move);
  else await move;
  return taken;
}

/** Gives units back to each product still in the catalogue (a deleted product stays deleted). */
export async function releaseStock(reservation: Reservation): Promise<void> {
  await Promise.all(
    Object.entries(reservation)
      .filter(([, units]) => units > 0)
      .map(async ([productId, units]) => {
        const result = await stockRef(productId).transaction((current: unknown) =>
          typeof current === 'number' ? current + units : current === null ? null : undefined,
        );
        // Only units that really came back move the card (not for a product deleted since).
        if (!result.committed || !result.snapshot.exists()) return;
        const after = stockAfter(result.snapshot, productId);
        await moveCardStock(productId, after - units, after);
      }),
  );
}

/**
 * Reserves every line, all or nothing: on any failure the lines already reserved are released
 * and the first failure is thrown (StockShortage, ProductGone or a database error). The cards'
 * stock has moved when this returns, unless `cardMoves` collects those writes for the caller.
 */
export async function reserveStock(
  lines: readonly StockRequest[],
  cardMoves?: CardMoves,
): Promise<Reservation> {
  const outcomes = await Promise.allSettled(lines.map((line) => reserveLine(line, cardMoves)));
  const reservation: Reservation = {};
  let failure: unknown;
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') reservation[lines[i]!.product_id] = outcome.value;
    else failure ??= outcome.reason;
  });
  if (failure !== undefined) {
    await releaseStock(reservation);
    throw failure;
  }
  return reservation;
}
