// Sends the order e-mails a committed change calls for, each at most once: the kind is claimed
// on the order (orders/{id}/mails/{kind} = when) by a transaction before sending, and released
// if sending fails, so a retry may send it later. A crash while sending leaves the claim: the
// customer may miss that one e-mail, but never gets it twice.
import * as logger from 'firebase-functions/logger';
import { SITE_NAME } from '@fohzshop/shared/constants';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { pathOf, ref, type Row } from '../core/db.js';
import { ensureInvoice } from '../documents/issue-documents.js';
import { mailsDue, type MailKind } from '@fohzshop/shared/order-mails';
import { sendMail } from './mail-transport.js';
import { recipientOf } from './mail-recipient.js';
import { renderOrderMail, type ShopContact } from './order-mail-content.js';

export async function shopContact(): Promise<ShopContact> {
  const settings = ((await ref(SHOP_SETTINGS_PATH).once('value')).val() ?? {}) as Row;
  const contact = (settings.contact ?? {}) as Row;
  const seller = (settings.seller ?? {}) as Row;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: SITE_NAME,
    email: text(contact.email),
    phone: text(contact.phone),
    address: text(contact.address) || text(seller.address),
  };
}

/**
 * Claims `kind` on the order by a transaction on the whole order, so that a claim never
 * recreates an order deleted meanwhile (a transaction on orders/{id}/mails/{kind} would write a
 * ghost order holding only its mails). A first run on an empty cache answers "delete": the
 * server refuses it when the order exists and runs this again with the real value.
 */
async function claim(orderId: string, kind: MailKind, at: string): Promise<boolean> {
  const result = await ref(pathOf('orders', orderId)).transaction((current: unknown) => {
    if (current === null || typeof current !== 'object') return null;
    const mails = ((current as Row).mails ?? {}) as Row;
    return mails[kind] ? undefined : { ...(current as Row), mails: { ...mails, [kind]: at } };
  });
  const mails = (result.snapshot.val() as Row | null)?.mails as Row | undefined;
  return result.committed && mails?.[kind] === at;
}

/** Gives the claim back after a failed send (a null write never recreates a deleted order). */
async function release(orderId: string, kind: MailKind, at: string): Promise<void> {
  await ref(pathOf('orders', orderId, 'mails', kind)).transaction((current: unknown) =>
    current === at || current === null ? null : undefined,
  );
}

/** Sends what `before` → `after` calls for; returns the kinds sent by this call. */
export async function sendOrderMails(before: Row | null, after: Row | null): Promise<MailKind[]> {
  const kinds = mailsDue(before, after);
  if (kinds.length === 0 || after === null) return [];
  const parsed = OrderSchema.safeParse(after);
  if (!parsed.success) {
    logger.error('order e-mail skipped: the order does not match its schema', {
      order_id: after.order_id,
      error: parsed.error.message,
    });
    return [];
  }
  // The trigger may see the payment before its writer numbers the invoice: number it here (the
  // same number either way, see ensureInvoice) so that the e-mail can give it.
  const invoice = await ensureInvoice(parsed.data, new Date()).catch((error: unknown) => {
    logger.error('invoice not numbered for the e-mail', {
      order_id: parsed.data.order_id,
      error: String(error),
    });
    return null;
  });
  const order = invoice ? { ...parsed.data, invoice } : parsed.data;
  const [shop, recipient] = await Promise.all([shopContact(), recipientOf(order)]);
  const sent: MailKind[] = [];
  for (const kind of kinds) {
    const at = new Date().toISOString();
    if (!(await claim(order.order_id, kind, at))) continue;
    const mail = renderOrderMail(kind, order, shop, recipient);
    try {
      await sendMail(order.email, mail);
      sent.push(kind);
    } catch (error) {
      logger.error('order e-mail not sent', {
        order_id: order.order_id,
        kind,
        error: String(error),
      });
      await release(order.order_id, kind, at);
    }
  }
  return sent;
}
