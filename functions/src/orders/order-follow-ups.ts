// What follows a committed change of an order, outside its transaction: the invoice number
// when it is first paid and a credit note per recorded refund. Neither may fail or undo the
// change that was just committed, so a failure is only logged (a missing invoice is numbered at
// its first download). The e-mails are not sent here: the trigger orderMailsOnWrite sends them
// after the write, locally too (docs/decisions/0004-order-emails.md).
import * as logger from 'firebase-functions/logger';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ensureInvoice, issueCreditNote } from '../documents/issue-documents.js';
import { refundsAdded } from '../documents/refunds.js';

export async function runOrderFollowUps(before: Order | null, after: Order): Promise<void> {
  const now = new Date();
  try {
    const invoice = await ensureInvoice(after, now);
    const order = invoice ? { ...after, invoice } : after;
    for (const refund of refundsAdded(before, after))
      await issueCreditNote(order, refund.amountCents, now, refund.key);
  } catch (error) {
    logger.error('order documents not issued', { order_id: after.order_id, error: String(error) });
  }
}
