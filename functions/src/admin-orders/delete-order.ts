// adminDeleteOrder: removes an order that was never paid (a mistaken or abandoned order), gives
// its reserved stock back once and keeps a trace of it in order_deletions/{order_id}: order
// numbers are never reused, so that record explains the gap (docs/data-model.md).
// Two steps, because an RTDB transaction covers one node:
// 1. a transaction on the order claims it: `deletion` (who, when, the statuses before) and
//    stock_released_at, so only the call that commits the claim gives the stock back. From
//    then on changeOrder treats the order as missing: nothing can pay, cancel or edit it.
// 2. one multi-path update removes the order and its idempotency record and writes the trace.
// A call that finds the order already claimed (a concurrent call, a retry after a crash between
// the steps) only redoes step 2, which writes the same values: the stock never comes back twice.
// The order is not cancelled first: the customer gets no « commande annulée » e-mail for it.
// Its Stripe session or Alma payment is closed afterwards (close-payment.ts); a payment made in
// between is sent back (payments/late-payment.ts, found through the trace's provider_ref).
// Paid or invoiced orders are refused: their invoices and credit notes are legal documents.
import { orderDeletionLock } from '@fohzshop/shared/admin-order-edit';
import { adminDeleteOrder as contract } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_ADMIN } from '@fohzshop/shared/schemas/order-admin';
import { ORDER_DELETIONS, type OrderDeletion } from '@fohzshop/shared/schemas/order-deletion';
import { PaymentSchema } from '@fohzshop/shared/schemas/order';
import * as logger from 'firebase-functions/logger';
import { db } from '../core/admin.js';
import { callable } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import { ORDER_REQUESTS } from '../orders/idempotency.js';
import { closeOrderPayment } from '../payments/close-payment.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { releaseStock, type Reservation } from '../orders/stock.js';

type Claim = { by: string; at: string; status: string; payment_status: string; earlier: boolean };

/** Step 1: the claimed order (stock given back if this call claimed it), or a French refusal. */
async function claim(orderId: string, by: string, at: string): Promise<Row> {
  let refused: string | null = null;
  let releases = false;
  const result = await ref(pathOf('orders', orderId)).transaction((current: Row | null) => {
    refused = null;
    releases = false;
    if (current === null) return null;
    if (current.deletion !== undefined) return current;
    refused = orderDeletionLock(current);
    if (refused) return undefined;
    releases = current.stock_released_at === undefined;
    const deletion: Claim = {
      by,
      at,
      status: String(current.status),
      payment_status: String((current.payment as Row | undefined)?.status),
      earlier: !releases,
    };
    return { ...current, deletion, ...(releases && { stock_released_at: at }) };
  });
  if (refused) throw fail('failed-precondition', refused);
  const order = result.snapshot.val() as Row | null;
  if (!result.committed || order === null) throw fail('not-found', MESSAGES.orderNotFound);
  if (releases) await releaseStock((order.stock_reserved ?? {}) as Reservation);
  return order;
}

const list = (value: unknown): Row[] =>
  Array.isArray(value) ? (value as Row[]) : Object.values((value ?? {}) as Record<string, Row>);

/** Who took the payment and its id: a payment arriving after the deletion is sent back. */
function providerOfDeleted(payment: Row): Pick<OrderDeletion, 'payment_provider' | 'provider_ref'> {
  const parsed = PaymentSchema.pick({ provider: true, provider_ref: true }).safeParse(payment);
  // A bank transfer has no payment page to pay on later: nothing to recognise.
  if (!parsed.success || !parsed.data.provider || parsed.data.provider === 'bank_transfer')
    return {};
  return {
    payment_provider: parsed.data.provider,
    ...(parsed.data.provider_ref && { provider_ref: parsed.data.provider_ref }),
  };
}

/** The trace of a claimed order, from the order alone (so every finisher writes the same). */
export function deletionRecord(orderId: string, order: Row): OrderDeletion {
  const deletion = order.deletion as Claim;
  const payment = (order.payment ?? {}) as Row;
  const address = (order.shipping_address ?? {}) as Row;
  const reserved = (order.stock_reserved ?? {}) as Record<string, number>;
  return {
    order_id: orderId,
    number: String(order.number),
    user_id: String(order.user_id),
    customer: `${String(address.first_name ?? '')} ${String(address.last_name ?? '')}`.trim(),
    totals: order.totals as OrderDeletion['totals'],
    status: deletion.status as OrderDeletion['status'],
    payment_method: payment.method as OrderDeletion['payment_method'],
    payment_status: deletion.payment_status as OrderDeletion['payment_status'],
    ...providerOfDeleted(payment),
    items: list(order.items).map((item) => ({
      product_id: String(item.product_id),
      name: String(item.name),
      quantity: Number(item.quantity),
    })),
    stock_restored: deletion.earlier
      ? {}
      : Object.fromEntries(Object.entries(reserved).filter(([, units]) => units > 0)),
    stock_restored_earlier: deletion.earlier,
    order_created_at: String(order.created_at),
    deleted_at: deletion.at,
    deleted_by: deletion.by,
  };
}

export const adminDeleteOrder = callable(
  contract,
  async ({ order_id }, { auth }) => {
    const order = await claim(order_id, auth.uid, new Date().toISOString());
    const writes: Row = {
      [pathOf('orders', order_id)]: null,
      [pathOf(ORDER_DELETIONS, order_id)]: deletionRecord(order_id, order),
      // Its admin-only part (note, acting admins) goes with it.
      [pathOf(ORDER_ADMIN, order_id)]: null,
    };
    // The customer's idempotency record would otherwise answer a retried request with this order.
    if (typeof order.user_id === 'string' && typeof order.idempotency_key === 'string')
      writes[pathOf(ORDER_REQUESTS, order.user_id, order.idempotency_key)] = null;
    await db().ref().update(writes);
    logger.info('order deleted', { order_id, number: order.number, by: auth.uid });
    // Nobody can pay on the provider's page any more (a payment in between is sent back).
    await closeOrderPayment(order_id, order);
    return { ok: true as const };
  },
  { secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY] },
);
