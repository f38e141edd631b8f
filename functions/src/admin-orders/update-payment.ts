// adminUpdatePayment: « Payé » records a received bank transfer (the same path as
// adminConfirmBankTransfer: order paid, revenue booked once); « Remboursé » / « Partiellement
// remboursé » send the refund to the payment provider, then record it (refund.ts); « Annulé »
// cancels an unpaid order, gives its stock back once and closes its Stripe session or Alma
// payment. « En attente » and « Échoué » come from the payment provider only.
import { adminUpdatePayment as contract } from '@fohzshop/shared/contracts/orders';
import { ADMIN_ORDER_EVENTS, ADMIN_ORDER_MESSAGES } from '@fohzshop/shared/admin-order-messages';
import { paymentMachine } from '@fohzshop/shared/state-machines/payment';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { applyStatusChange, changeOrder } from '../orders/order-transition.js';
import { closeOrderPayment } from '../payments/close-payment.js';
import { confirmTransfer } from '../payments/confirm-bank-transfer.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { check } from './read-order.js';
import { refundOrder } from './refund.js';

export const adminUpdatePayment = callable(
  contract,
  async (data, { auth }) => {
    const { order_id, status } = data;
    if (status === 'paid')
      await confirmTransfer(order_id, auth.uid, data.provider_ref || undefined);
    else if (status === 'refunded' || status === 'partially_refunded')
      await refundOrder(
        order_id,
        { status, refund_amount: data.refund_amount, request_key: data.request_key },
        auth.uid,
      );
    else if (status === 'cancelled') {
      const at = new Date().toISOString();
      const result = await changeOrder(order_id, (order) =>
        applyStatusChange(order, {
          order: 'cancelled',
          payment: 'cancelled',
          event: ADMIN_ORDER_EVENTS.paymentCancelled,
          by: auth.uid,
          at,
        }),
      );
      check(result);
      await closeOrderPayment(order_id, result.order);
    } else
      throw fail(
        'failed-precondition',
        ADMIN_ORDER_MESSAGES.paymentByProvider(paymentMachine.labels[status]),
      );
    return { ok: true as const };
  },
  // Refunds call Stripe or Alma: Cloud Functions mounts only the secrets a function declares.
  { secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY] },
);
