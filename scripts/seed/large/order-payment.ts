// How a generated order's payment ends, as the providers and the Hyperviseur end it: paid (by
// card or instalments within minutes, by transfer within days), refused, cancelled, or expired.
import { ADMIN_ORDER_EVENTS } from '@fohzshop/shared/admin-order-messages';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { OrderClock } from './order-timeline';
import type { Random } from './prng';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STRIPE_EVENT_OF = { paid: 'completed', failed: 'async_payment_failed', cancelled: 'expired' };

/** True when the order ends up paid (by now). */
export function settlePayment(
  order: Order,
  clock: OrderClock,
  rand: Random,
  admin: string,
): boolean {
  const online = order.payment.method !== 'bank_transfer';
  // The event ids the shop records as the providers' notifications arrive: Stripe's event id
  // (the payment sandbox's shape), Alma's `alma_<payment>_<outcome>` (alma-payment.ts); Alma has
  // no notification for a customer who leaves its page.
  const events = (outcome: 'paid' | 'failed' | 'cancelled') => {
    const ref = order.payment.provider_ref ?? '';
    const id =
      order.payment.provider === 'alma'
        ? outcome === 'cancelled'
          ? null
          : `alma_${ref}_${outcome}`
        : `evt_${ref}_${STRIPE_EVENT_OF[outcome]}`;
    return id ? { events: { [id]: true as const } } : {};
  };
  const outcome = online
    ? rand.weighted([
        ['paid', 88],
        ['failed', 6],
        ['cancelled', 3],
        ['expired', 3],
      ] as const)
    : rand.weighted([
        ['paid', 85],
        ['expired', 12],
        ['cancelled', 3],
      ] as const);
  if (outcome === 'expired') {
    if (clock.waitUntil(order.expires_at as string))
      clock.step({
        by: 'system',
        event: ORDER_EVENTS.expired,
        order: 'expired',
        payment: 'cancelled',
      });
    return false;
  }
  if (outcome === 'cancelled' && !online) {
    if (clock.wait(DAY, 3 * DAY))
      clock.step({
        by: admin,
        event: ADMIN_ORDER_EVENTS.paymentCancelled,
        order: 'cancelled',
        payment: 'cancelled',
      });
    return false;
  }
  if (outcome !== 'paid') {
    if (clock.wait(30_000, 6 * MINUTE))
      clock.step({
        by: 'system',
        event: outcome === 'failed' ? ORDER_EVENTS.paymentFailed : ORDER_EVENTS.paymentCancelled,
        order: 'cancelled',
        payment: outcome,
        paymentPatch: events(outcome),
      });
    return false;
  }
  // A transfer arrives within its hold (72 h by default), or the order expires instead.
  if (!(online ? clock.wait(20_000, 5 * MINUTE) : clock.wait(4 * HOUR, 60 * HOUR))) return false;
  clock.step({
    by: online ? 'system' : admin,
    event: online ? ORDER_EVENTS.paid : ORDER_EVENTS.transferReceived,
    order: 'paid',
    payment: 'paid',
    paymentPatch: { paid_at: clock.at, ...(online && events('paid')) },
  });
  return true;
}
