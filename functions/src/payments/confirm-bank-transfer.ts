// adminConfirmBankTransfer: the shop saw the transfer on its account. Payment and order become
// « Payé(e) », checked by the state machines (an expired order whose stock went back cannot be
// paid this way: the admin recreates it). The revenue goes into the grand livre once.
import { adminConfirmBankTransfer as contract } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_EVENTS, ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { recordPaymentRevenue } from '../ledger/auto-entries.js';
import { applyStatusChange, changeOrder } from '../orders/order-transition.js';

/** Also used by adminUpdatePayment (status « Payé »); books the revenue once. */
export async function confirmTransfer(
  orderId: string,
  by: string,
  providerRef?: string,
): Promise<Order> {
  const at = new Date().toISOString();
  const result = await changeOrder(orderId, (order) => {
    if (order.payment.method !== 'bank_transfer') return { refuse: ORDER_MESSAGES.notBankTransfer };
    return applyStatusChange(order, {
      order: 'paid',
      payment: 'paid',
      event: ORDER_EVENTS.transferReceived,
      by,
      at,
      paymentPatch: { paid_at: at, ...(providerRef ? { provider_ref: providerRef } : {}) },
    });
  });
  if (result.status === 'missing') throw fail('not-found', MESSAGES.orderNotFound);
  if (result.status === 'refused') throw fail('failed-precondition', result.reason);
  await recordPaymentRevenue(result.order, by);
  return result.order;
}

export const adminConfirmBankTransfer = callable(contract, async ({ order_id }, { auth }) => {
  await confirmTransfer(order_id, auth.uid);
  return { ok: true as const };
});
