// requestReturn: the customer withdraws from the purchase within 14 days of delivery, giving a
// reason. Only the owner may ask (someone else's order reads as not found), once per order.
import { requestReturn as contract } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ORDER_EVENTS, ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { RETURN_WINDOW_DAYS } from '@fohzshop/shared/payments';
import { returnMachine } from '@fohzshop/shared/state-machines/return';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { applyStatusChange, changeOrder } from './order-transition.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_YOURS = 'not-yours';

export const requestReturn = callable(contract, async ({ order_id, reason }, { auth }) => {
  const now = new Date();
  const at = now.toISOString();
  const result = await changeOrder(order_id, (order) => {
    if (order.user_id !== auth.uid) return { refuse: NOT_YOURS };
    const { delivery } = order;
    const deliveredAt = Date.parse(delivery.delivered_at ?? '');
    if (
      order.status !== 'delivered' ||
      delivery.status !== 'delivered' ||
      Number.isNaN(deliveredAt)
    )
      return { refuse: ORDER_MESSAGES.returnNotDelivered };
    if (now.getTime() - deliveredAt > RETURN_WINDOW_DAYS * DAY_MS)
      return { refuse: ORDER_MESSAGES.returnWindowClosed(RETURN_WINDOW_DAYS) };
    if (order.return !== undefined) return { refuse: ORDER_MESSAGES.returnExists };
    return applyStatusChange(order, {
      event: ORDER_EVENTS.returnRequested,
      by: 'customer',
      at,
      patch: { return: { status: returnMachine.initial, reason, requested_at: at } },
    });
  });
  if (result.status === 'missing' || (result.status === 'refused' && result.reason === NOT_YOURS))
    throw fail('not-found', MESSAGES.orderNotFound);
  if (result.status === 'refused') throw fail('failed-precondition', result.reason);
  return { ok: true as const };
});
