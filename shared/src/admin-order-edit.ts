// What the Hyperviseur may still do to an order: one rule for the server
// (functions/src/admin-orders/edit-order.ts, delete-order.ts) and the order page, so the page
// never offers an edit or a deletion the server refuses. Items and addresses change only while
// the order is unpaid and its stock still reserved, items only on a bank-transfer order (an
// online payment session was opened for the old amount); the internal note at any time. Only an
// order never paid nor invoiced may be deleted. See docs/data-model.md (orders).
import { ADMIN_ORDER_MESSAGES } from './admin-order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from './state-machines/order';
import { PROMOTION_MESSAGES } from './promotions/messages';

/** The fields the rule reads, as stored (the server reads untyped rows). */
export type EditableOrder = {
  status?: unknown;
  stock_released_at?: unknown;
  payment?: { status?: unknown; provider?: unknown } | null;
  /** A promotion code applied (its discount is spread over the lines). */
  promotion?: unknown;
};

export type OrderContentPart = 'items' | 'addresses';

/** Why this part of the order cannot change now (French), or null when it can. */
export function orderContentLock(order: EditableOrder, part: OrderContentPart): string | null {
  const payment = order.payment ?? {};
  const unpaid =
    order.status === 'pending_payment' &&
    (payment.status === 'pending' || payment.status === 'failed') &&
    order.stock_released_at === undefined;
  if (!unpaid)
    return ADMIN_ORDER_MESSAGES.editOnlyUnpaid(
      ORDER_STATUS_LABELS[order.status as OrderStatus] ?? String(order.status),
    );
  if (part === 'items' && payment.provider !== 'bank_transfer')
    return ADMIN_ORDER_MESSAGES.editOnlyTransfer;
  // Its code's discount was allocated to these lines and checked against this basket.
  if (part === 'items' && order.promotion) return PROMOTION_MESSAGES.itemsLocked;
  return null;
}

export const canEditOrderContent = (order: EditableOrder, part: OrderContentPart): boolean =>
  orderContentLock(order, part) === null;

/** The fields the deletion rule reads. */
export type DeletableOrder = {
  invoice?: unknown;
  payment?: { status?: unknown; paid_at?: unknown } | null;
};

/**
 * Why this order cannot be deleted (French), or null when it can: only orders never paid nor
 * invoiced — invoices and credit notes are legal documents that must be kept.
 */
export function orderDeletionLock(order: DeletableOrder): string | null {
  const payment = order.payment ?? {};
  if (payment.status === 'paid' || payment.status === 'partially_refunded')
    return ADMIN_ORDER_MESSAGES.deletePaid;
  if (payment.status === 'refunded' || payment.paid_at !== undefined || order.invoice !== undefined)
    return ADMIN_ORDER_MESSAGES.deleteInvoiced;
  return null;
}
