// cancelMyOrder: the customer gives up an unpaid order (an online payment they abandoned, or a
// bank transfer they will not make) and gets it cancelled at once, its stock freed for others,
// instead of waiting for its expiry. A transfer that still arrives afterwards is refunded by the
// shop (the order shows it cancelled; the Hyperviseur confirms no transfer on it).
//   1. the order must be theirs (someone else's reads as not found, as for requestReturn) and
//      still await its payment;
//   2. the provider's hosted payment is closed first (Stripe: the session is expired; Alma: the
//      payment is cancelled; a transfer has none), so the cancelled order can never be paid
//      afterwards; already paid ⇒ refused;
//   3. the change goes through changeOrder like every status change: the state machines check
//      it on the stored order, and the commit that cancels stamps stock_released_at, so the
//      stock comes back exactly once even if the customer, the expiry job or a provider
//      callback cancel at the same moment.
import { cancelMyOrder as contract } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_EVENTS, ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { readOrder } from '../core/records.js';
import { providerOf } from '../payments/provider.js';
import { applyStatusChange, changeOrder, type Decision } from './order-transition.js';

const NOT_YOURS = 'not-yours';

/** Why this customer may not cancel this order now, or null. */
function refusal(order: Order, uid: string): string | null {
  if (order.user_id !== uid) return NOT_YOURS;
  if (order.status !== 'pending_payment' || order.payment.status !== 'pending')
    return ORDER_MESSAGES.cancelNotPending;
  return null;
}

function refuse(reason: string): never {
  if (reason === NOT_YOURS) throw fail('not-found', MESSAGES.orderNotFound);
  throw fail('failed-precondition', reason);
}

/** Step 2: nobody can pay on the provider's page any more (or it was paid: refused). */
async function closeHostedPayment(order: Order): Promise<void> {
  const { payment } = order;
  const provider = payment.provider && providerOf(payment.provider);
  if (!provider || !provider.close || payment.provider_ref === undefined) return;
  if ((await provider.close(payment.provider_ref)) === 'completed')
    throw fail('failed-precondition', ORDER_MESSAGES.cancelPaid);
}

export const cancelMyOrder = callable(contract, async ({ order_id }, { auth }) => {
  const stored = await readOrder(order_id);
  if (stored === null) throw fail('not-found', MESSAGES.orderNotFound);
  const before = refusal(stored, auth.uid);
  if (before) refuse(before);
  await closeHostedPayment(stored);
  const at = new Date().toISOString();
  const result = await changeOrder(order_id, (order): Decision => {
    const reason = refusal(order, auth.uid);
    if (reason) return { refuse: reason };
    return applyStatusChange(order, {
      order: 'cancelled',
      payment: 'cancelled',
      event:
        order.payment.method === 'bank_transfer'
          ? ORDER_EVENTS.transferCancelledByCustomer
          : ORDER_EVENTS.cancelledByCustomer,
      by: auth.uid,
      at,
    });
  });
  if (result.status === 'missing') throw fail('not-found', MESSAGES.orderNotFound);
  if (result.status === 'refused') refuse(result.reason);
  return { ok: true as const };
});
