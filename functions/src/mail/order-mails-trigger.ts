// The order e-mails: every write of orders/{order_id} reaches this trigger with the order
// before and after, and sendOrderMails sends what the change calls for. It is the only function
// that holds the SMTP password. Locally our database server sends it the same events
// (scripts/stack/database-triggers.ts, docs/decisions/0004-order-emails.md).
import '../core/global-options.js';
import { onValueWritten } from 'firebase-functions/database';
import { REGION } from '@fohzshop/shared/constants';
import { SMTP_PASSWORD } from './mail-params.js';
import { sendOrderMails } from './send-order-mails.js';

export const orderMailsOnWrite = onValueWritten(
  { ref: '/orders/{order_id}', region: REGION, secrets: [SMTP_PASSWORD] },
  async (event) => {
    // Raw values: sendOrderMails parses the order with the shared schema.
    await sendOrderMails(event.params.order_id, event.data.before.val(), event.data.after.val());
  },
);
