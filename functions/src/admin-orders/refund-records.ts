// What a recorded refund calls for outside the order's transaction: its grand livre entry and
// its credit note. Both are idempotent on the refund id (ledger/auto_…_refund_N created only if
// absent; orders/{id}/credit_notes/{refund id} issued once), so they are ensured on every path
// that ends with the refund recorded — the first call, and a retry of the same request after a
// lost answer or a crash between the order's commit and these writes. Exactly once, not « at
// most once ».
import { toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { issueCreditNote } from '../documents/issue-documents.js';
import { recordRefund } from '../ledger/auto-entries.js';

const refundsOf = (order: Order) => order.payment.refunds ?? {};

/** The id of the recorded refund made for this request key, if any. */
export function refundIdOf(order: Order, requestKey: string | undefined): string | undefined {
  if (requestKey === undefined) return undefined;
  return Object.entries(refundsOf(order)).find(([, r]) => r.request_key === requestKey)?.[0];
}

/** Books the ledger entry and issues the credit note of refund `refundId` of `order`, once. */
export async function ensureRefundRecords(
  orderId: string,
  order: Order,
  refundId: string,
  fallbackBy: string,
): Promise<void> {
  const refund = refundsOf(order)[refundId];
  if (!refund) return;
  const cents = toCents(refund.amount);
  if (cents <= 0) return;
  // The order says only « admin » (its customer reads it); the caller is that admin or a retry's.
  const by = refund.by === 'system' ? 'system' : fallbackBy;
  const stored = { ...order, order_id: orderId };
  await recordRefund(stored, { id: refundId, cents, at: refund.at, by });
  await issueCreditNote(stored, cents, new Date(refund.at), refundId);
}
