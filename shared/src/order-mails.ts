// Which order e-mails a change calls for, from the order before and after one committed write.
// Pure: the sender (functions/src/mail) records what it sent on the order, so the same change
// seen twice (a retry, a replayed callback) sends nothing the second time; seeded history
// orders record them as sent already (scripts/seed).
import type { ReturnStatus } from './state-machines/return';
import { fieldOf } from './stored-value';

export type MailKind =
  | 'order_confirmation'
  | 'payment_received'
  | 'shipped'
  | 'delivered'
  | `return_${ReturnStatus}`
  // The order ended unpaid (docs/decisions/0004-order-emails.md): its payment was refused, it
  // expired (transfer after its deadline, online payment abandoned), or it was cancelled (by
  // the customer, at the provider's page or by the shop). Only unpaid orders can be cancelled.
  // An unpaid bank transfer whose hold ends soon (expire-orders.ts stamps payment.reminder_sent_at).
  | 'transfer_reminder'
  | 'payment_failed'
  | 'order_expired'
  | 'order_cancelled';

type OrderLike = Record<string, unknown> | null | undefined;

const field = (order: OrderLike, group: string, key = 'status'): unknown =>
  fieldOf(order?.[group], key);

/** Mail kinds due because `before` became `after` (before null: the order was just placed). */
export function mailsDue(before: OrderLike, after: OrderLike): MailKind[] {
  if (!after) return [];
  const due: MailKind[] = [];
  const changedTo = (group: string, status: string) =>
    field(after, group) === status && field(before, group) !== status;
  const endedAs = (status: string) => after.status === status && before?.status !== status;
  if (!before) due.push('order_confirmation');
  if (changedTo('payment', 'paid')) due.push('payment_received');
  if (changedTo('delivery', 'shipped')) due.push('shipped');
  if (changedTo('delivery', 'delivered')) due.push('delivered');
  const returnStatus = field(after, 'return');
  if (typeof returnStatus === 'string' && returnStatus !== field(before, 'return'))
    due.push(`return_${returnStatus as ReturnStatus}`);
  if (field(after, 'payment', 'reminder_sent_at') && !field(before, 'payment', 'reminder_sent_at'))
    due.push('transfer_reminder');
  if (endedAs('expired')) due.push('order_expired');
  if (endedAs('cancelled'))
    due.push(field(after, 'payment') === 'failed' ? 'payment_failed' : 'order_cancelled');
  return due;
}
