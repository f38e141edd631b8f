// The reminder before an unpaid bank transfer's hold ends: run by the same schedule as the
// expiry (every 15 minutes), it stamps payment.reminder_sent_at on each transfer order due
// within BANK_TRANSFER_REMINDER_HOURS, in a transaction that re-checks the stored order (paid,
// cancelled or reminded meanwhile ⇒ nothing). The stamp is what calls for the e-mail
// (shared/src/order-mails.ts): the order e-mail trigger sends it once, like every order e-mail.
import * as logger from 'firebase-functions/logger';
import { BANK_TRANSFER_REMINDER_HOURS } from '@fohzshop/shared/payments';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject, storedWith } from '../core/records.js';
import { unpaidOrderEntries } from './unpaid-orders.js';

const Due = OrderSchema.pick({ status: true, expires_at: true }).extend({
  payment: OrderSchema.shape.payment.pick({ method: true, status: true, reminder_sent_at: true }),
});

/** What a reminder changes: the payment's stamp, a history line, the order's date. */
const Reminded = Due.extend({
  history: OrderSchema.shape.history,
  updated_at: OrderSchema.shape.updated_at,
});

/** Is this stored order a transfer awaiting payment whose hold ends within the window? */
function isDue(raw: unknown, now: Date): boolean {
  const parsed = Due.safeParse(raw);
  if (!parsed.success) return false;
  const { status, expires_at, payment } = parsed.data;
  if (status !== 'pending_payment' || payment.method !== 'bank_transfer') return false;
  if (payment.status !== 'pending' || payment.reminder_sent_at || !expires_at) return false;
  const left = Date.parse(expires_at) - now.getTime();
  return left > 0 && left <= BANK_TRANSFER_REMINDER_HOURS * 3_600_000;
}

/** Stamps the reminder on every due transfer order; returns the ids this run reminded. */
export async function remindDueTransfers(now: Date = new Date()): Promise<string[]> {
  const at = now.toISOString();
  const due = (await unpaidOrderEntries())
    .filter(([, order]) => isDue(order, now))
    .map(([id]) => id);
  const reminded: string[] = [];
  for (const orderId of due) {
    const result = await ref(pathOf('orders', orderId)).transaction((current: unknown) => {
      // null may be the SDK's empty cache: writing null over null is a no-op, and the server
      // retries with the real value when the order exists.
      if (current === null) return null;
      if (!isStoredObject(current)) return undefined;
      const order = Reminded.safeParse(current);
      if (!order.success || !isDue(order.data, now)) return undefined;
      const line = { at, event: ORDER_EVENTS.transferReminder, by: 'system' as const };
      const { payment, history } = order.data;
      return storedWith(
        current,
        order.data,
        {
          ...order.data,
          payment: { ...payment, reminder_sent_at: at },
          history: [...history, line],
          updated_at: at,
        },
        ['payment'],
      );
    });
    const committed: unknown = result.snapshot.val();
    const stamped = Reminded.shape.payment.safeParse(
      isStoredObject(committed) ? committed.payment : null,
    );
    if (result.committed && stamped.success && stamped.data.reminder_sent_at === at)
      reminded.push(orderId);
  }
  if (reminded.length > 0) logger.info('bank transfer reminders', { count: reminded.length });
  return reminded;
}
