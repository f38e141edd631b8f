// adminDeleteOrder: removes an order that was never paid (a mistaken or abandoned order) and
// gives its reserved stock back, unless that already happened (stock_released_at, set when it
// was cancelled or expired). The removal is one transaction: of two concurrent calls only one
// sees the order, so the stock comes back exactly once and the other call gets not-found.
// Why a removal and not a tombstone: an unpaid order has no invoice, no ledger entry and no
// legal weight, and a tombstone would linger in the customer's list and every admin query.
// Orders that were paid are refused: their invoices and credit notes must be kept.
import { adminDeleteOrder as contract } from '@fohzshop/shared/contracts/orders';
import { ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { MESSAGES } from '@fohzshop/shared/messages';
import * as logger from 'firebase-functions/logger';
import { callable } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import { ORDER_REQUESTS } from '../orders/idempotency.js';
import { releaseStock, type Reservation } from '../orders/stock.js';

function refusal(order: Row): string | null {
  const payment = (order.payment ?? {}) as Row;
  if (payment.status === 'paid' || payment.status === 'partially_refunded')
    return ADMIN_ORDER_MESSAGES.deletePaid;
  if (payment.status === 'refunded' || payment.paid_at !== undefined || order.invoice !== undefined)
    return ADMIN_ORDER_MESSAGES.deleteInvoiced;
  return null;
}

export const adminDeleteOrder = callable(contract, async ({ order_id }, { auth }) => {
  let removed: Row | null = null;
  let refused: string | null = null;
  await ref(pathOf('orders', order_id)).transaction((current: Row | null) => {
    removed = current;
    refused = current === null ? null : refusal(current);
    return refused ? undefined : null;
  });
  if (refused) throw fail('failed-precondition', refused);
  const order = removed as Row | null;
  if (order === null) throw fail('not-found', MESSAGES.orderNotFound);
  if (order.stock_released_at === undefined)
    await releaseStock((order.stock_reserved ?? {}) as Reservation);
  // The customer's idempotency record would otherwise answer a retried request with this order.
  if (typeof order.user_id === 'string' && typeof order.idempotency_key === 'string')
    await ref(pathOf(ORDER_REQUESTS, order.user_id, order.idempotency_key)).remove();
  logger.info('order deleted', { order_id, number: order.number, by: auth.uid });
  return { ok: true as const };
});
