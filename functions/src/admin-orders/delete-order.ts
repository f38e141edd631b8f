// adminDeleteOrder: removes an order that was never paid (a mistaken or abandoned order), gives
// its reserved stock back once and keeps a trace of it in order_deletions/{order_id}: order
// numbers are never reused, so that record explains the gap (docs/data-model.md).
// Two steps, because an RTDB transaction covers one node:
// 1. a transaction on the order claims it: `deletion` (an admin — the role only, the customer
//    may still read the order —, when, the statuses before) and
//    stock_released_at, so only the call that commits the claim gives the stock back. From
//    then on changeOrder treats the order as missing: nothing can pay, cancel or edit it.
// 2. one multi-path update removes the order and its idempotency record and writes the trace.
// A call that finds the order already claimed (a concurrent call, a retry after a crash between
// the steps) only redoes step 2, which writes the same values but deleted_by (the admin whose
// call finished it, in the admin-only trace): the stock never comes back twice.
// The order is not cancelled first: the customer gets no « commande annulée » e-mail for it.
// Its Stripe session or Alma payment is closed afterwards (close-payment.ts); a payment made in
// between is sent back (payments/late-payment.ts, found through the trace's provider_ref).
// Paid or invoiced orders are refused: their invoices and credit notes are legal documents.
import { orderDeletionLock } from '@fohzshop/shared/admin-order-edit';
import { adminDeleteOrder as contract } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { ORDER_DELETIONS, type OrderDeletion } from '@fohzshop/shared/schemas/order-deletion';
import { IsoDateSchema } from '@fohzshop/shared/schemas/common';
import { OrderStatusSchema, PaymentStatusSchema, type Order } from '@fohzshop/shared/schemas/order';
import { z } from 'zod';
import * as logger from 'firebase-functions/logger';
import { db } from '../core/admin.js';
import { callable } from '../core/callable.js';
import { pathOf, ref, type PathUpdates } from '../core/db.js';
import { fail } from '../core/errors.js';
import { ORDER_REQUESTS } from '../orders/idempotency.js';
import { closeOrderPayment } from '../payments/close-payment.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { releaseStock } from '../orders/stock.js';
import { giveBackPromotionUse } from '../promotions/usage.js';
import { isStoredObject, parseOrder } from '../core/records.js';

/** The claim step 1 stamps on the order (`deletion`), read back with the order. */
const ClaimSchema = z.object({
  // A role only: the customer may read the order until step 2 removes it (order_admin rule).
  by: z.literal('admin'),
  at: IsoDateSchema,
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema,
  earlier: z.boolean(),
});
type Claim = z.infer<typeof ClaimSchema>;
type ClaimedOrder = { order: Order; claim: Claim };
/** What the claim reads of the stored order, inside its transaction (orderDeletionLock's too). */
const Claimable = z.object({
  status: OrderStatusSchema,
  payment: z.object({ status: PaymentStatusSchema, paid_at: z.unknown().optional() }),
  invoice: z.unknown().optional(),
  stock_released_at: IsoDateSchema.optional(),
  deletion: z.unknown().optional(),
});

/** Step 1: the claimed order (stock given back if this call claimed it), or a French refusal. */
async function claim(orderId: string, at: string): Promise<ClaimedOrder> {
  let refused: string | null = null;
  let releases = false;
  let malformed = false;
  const result = await ref(pathOf('orders', orderId)).transaction((current: unknown) => {
    refused = null;
    releases = false;
    malformed = false;
    if (current === null) return null;
    const stored = Claimable.safeParse(current);
    // Thrown after the transaction: an exception here would escape the SDK's retry loop.
    if (!stored.success || !isStoredObject(current)) return void (malformed = true);
    if (stored.data.deletion !== undefined) return current;
    refused = orderDeletionLock(stored.data);
    if (refused) return undefined;
    releases = stored.data.stock_released_at === undefined;
    const deletion: Claim = {
      by: 'admin',
      at,
      status: stored.data.status,
      payment_status: stored.data.payment.status,
      earlier: !releases,
    };
    return { ...current, deletion, ...(releases && { stock_released_at: at }) };
  });
  if (malformed) throw new Error(`orders/${orderId} cannot be claimed: malformed`);
  if (refused) throw fail('failed-precondition', refused);
  const raw: unknown = result.snapshot.val();
  if (!result.committed || raw === null) throw fail('not-found', MESSAGES.orderNotFound);
  // Parsed once committed: the order with its schema, the claim with its own.
  const order = parseOrder(raw, orderId);
  const stamped = ClaimSchema.parse(isStoredObject(raw) ? raw.deletion : undefined);
  // The code's use too, once: only the call whose claim released the order.
  if (releases)
    await Promise.all([releaseStock(order.stock_reserved ?? {}), giveBackPromotionUse(order)]);
  return { order, claim: stamped };
}

/** Who took the payment and its id: a payment arriving after the deletion is sent back. */
function providerOfDeleted(
  payment: Order['payment'],
): Pick<OrderDeletion, 'payment_provider' | 'provider_ref'> {
  // A bank transfer has no payment page to pay on later: nothing to recognise.
  if (!payment.provider || payment.provider === 'bank_transfer') return {};
  return {
    payment_provider: payment.provider,
    ...(payment.provider_ref && { provider_ref: payment.provider_ref }),
  };
}

/**
 * The trace of a claimed order, from the order (so every finisher writes the same) and the admin
 * whose call finishes the deletion (`deletedBy`, kept in the admin-only trace).
 */
export function deletionRecord(
  orderId: string,
  { order, claim: deletion }: ClaimedOrder,
  deletedBy: string,
): OrderDeletion {
  const address = order.shipping_address;
  const reserved = order.stock_reserved ?? {};
  return {
    order_id: orderId,
    number: order.number,
    user_id: order.user_id,
    customer: `${address.first_name} ${address.last_name}`.trim(),
    totals: order.totals,
    status: deletion.status,
    payment_method: order.payment.method,
    payment_status: deletion.payment_status,
    ...providerOfDeleted(order.payment),
    items: order.items.map((item) => ({
      product_id: item.product_id,
      name: item.name,
      quantity: item.quantity,
    })),
    stock_restored: deletion.earlier
      ? {}
      : Object.fromEntries(Object.entries(reserved).filter(([, units]) => units > 0)),
    stock_restored_earlier: deletion.earlier,
    order_created_at: order.created_at,
    deleted_at: deletion.at,
    deleted_by: deletedBy,
  };
}

export const adminDeleteOrder = callable(
  contract,
  async ({ order_id }, { auth }) => {
    const claimed = await claim(order_id, new Date().toISOString());
    const { order } = claimed;
    const writes: PathUpdates = {
      [pathOf('orders', order_id)]: null,
      [pathOf(ORDER_DELETIONS, order_id)]: deletionRecord(order_id, claimed, auth.uid),
      // Its admin-only part (note, acting admins) goes with it.
      [pathOf(ORDER_ADMIN, order_id)]: null,
    };
    // The customer's idempotency record would otherwise answer a retried request with this order.
    if (order.idempotency_key)
      writes[pathOf(ORDER_REQUESTS, order.user_id, order.idempotency_key)] = null;
    await db().ref().update(writes);
    logger.info('order deleted', { order_id, number: order.number, by: auth.uid });
    // Nobody can pay on the provider's page any more (a payment in between is sent back).
    await closeOrderPayment(order_id, order);
    return { ok: true as const };
  },
  { secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY] },
);
