// What follows a committed change of an order, outside its transaction: the invoice number
// when it is first paid, a credit note per recorded refund, and the order e-mails. None of it
// may fail or undo the change that was just committed, so every failure is only logged (a
// missing invoice is numbered at its first download; see docs/decisions/0004-order-emails.md).
import * as logger from 'firebase-functions/logger';
import type { Row } from '../core/db.js';
import { ensureInvoice, issueCreditNote } from '../documents/issue-documents.js';
import { refundsAdded } from '../documents/refunds.js';
import { sendOrderMails } from '../mail/send-order-mails.js';

/** On the emulators RTDB triggers never fire: the writer sends the e-mails itself. */
const mailsSentByWriter = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';

export async function runOrderFollowUps(before: Row | null, after: Row): Promise<void> {
  const now = new Date();
  let order = after;
  try {
    const invoice = await ensureInvoice(after, now);
    if (invoice) order = { ...order, invoice };
    for (const refund of refundsAdded(before, after))
      await issueCreditNote(order, refund.amountCents, now, refund.key);
  } catch (error) {
    logger.error('order documents not issued', { order_id: after.order_id, error: String(error) });
  }
  if (!mailsSentByWriter()) return;
  try {
    await sendOrderMails(before, order);
  } catch (error) {
    logger.error('order e-mails failed', { order_id: after.order_id, error: String(error) });
  }
}
