// expireUnpaidOrders (scheduled, every 15 minutes): bank transfers due within a day get their
// reminder (transfer-reminders.ts), and orders still awaiting payment after their expires_at
// (72 hours by default for a bank transfer, 1 hour for an abandoned online payment) become
// « Expirée » and their stock comes back. Each order changes in its own transaction checked by
// the state machines, so a payment arriving at the same moment wins or loses cleanly, and two
// overlapping runs release the stock once.
import '../core/global-options.js';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { closeOrderPayment } from '../payments/close-payment.js';
import { ALMA_API_KEY, STRIPE_SECRET_KEY } from '../payments/payment-params.js';
import { applyStatusChange, changeOrder } from './order-transition.js';
import { remindDueTransfers } from './transfer-reminders.js';
import { unpaidOrderEntries } from './unpaid-orders.js';

const Expiry = OrderSchema.pick({ expires_at: true });

/** Expires every due order; returns the ids this run expired. */
export async function expireDueOrders(now: Date = new Date()): Promise<string[]> {
  const at = now.toISOString();
  // The query's candidates; each is parsed whole (and re-checked) in its own transaction.
  const due = (await unpaidOrderEntries())
    .filter(([, order]) => {
      const read = Expiry.safeParse(order);
      return read.success && read.data.expires_at !== undefined && read.data.expires_at <= at;
    })
    .map(([id]) => id);
  const expired: string[] = [];
  for (const orderId of due) {
    const result = await changeOrder(orderId, (order) => {
      // Re-checked on the stored order: it may have been paid since the query.
      if (order.expires_at === undefined || order.expires_at > at)
        return { refuse: 'Pas encore expirée.' };
      return applyStatusChange(order, {
        order: 'expired',
        payment: 'cancelled',
        event: ORDER_EVENTS.expired,
        by: 'system',
        at,
      });
    });
    if (result.status === 'applied') {
      expired.push(orderId);
      // Nobody can pay on the provider's page any more (a payment in between is sent back).
      await closeOrderPayment(orderId, result.order);
    }
  }
  if (expired.length > 0) logger.info('unpaid orders expired', { count: expired.length });
  return expired;
}

export const expireUnpaidOrders = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: 'Europe/Paris',
    region: REGION,
    retryCount: 1,
    // Closing the Stripe session / Alma payment of each expired order.
    secrets: [STRIPE_SECRET_KEY, ALMA_API_KEY],
  },
  async (event) => {
    const now = new Date(event.scheduleTime);
    await expireDueOrders(now);
    await remindDueTransfers(now);
  },
);
