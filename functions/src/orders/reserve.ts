// Stock reservation with the customer-facing French errors (product name, units left), shared by
// every path that takes units for an order: placeOrder, adminCreateOrder, adminUpdateOrder.
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../core/errors.js';
import {
  ProductGone,
  reserveStock,
  type CardMoves,
  StockShortage,
  type Reservation,
  type StockRequest,
} from './stock.js';

/** Reserves all lines or none; failures become HttpsErrors naming the product. */
export async function reserveOrFail(
  lines: readonly StockRequest[],
  nameOf: (productId: string) => string,
  cardMoves?: CardMoves,
): Promise<Reservation> {
  try {
    return await reserveStock(lines, cardMoves);
  } catch (error) {
    if (error instanceof StockShortage)
      throw fail(
        'failed-precondition',
        ORDER_MESSAGES.outOfStock(nameOf(error.productId), error.available),
      );
    if (error instanceof ProductGone)
      throw fail('failed-precondition', ORDER_MESSAGES.productUnavailable(nameOf(error.productId)));
    if (error instanceof Error && /maxretry/i.test(error.message))
      throw fail('unavailable', ORDER_MESSAGES.busy);
    throw error;
  }
}
