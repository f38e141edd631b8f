// Sends the order e-mails a committed change calls for, each at most once: the kind is claimed
// on the order (orders/{id}/mails/{kind} = when) by a transaction before sending, and released
// if sending fails, so a retry may send it later. A crash while sending leaves the claim: the
// customer may miss that one e-mail, but never gets it twice.
import * as logger from 'firebase-functions/logger';
import { SITE_NAME } from '@fohzshop/shared/constants';
import { SellerIdentitySchema } from '@fohzshop/shared/invoice-seller';
import type { Order } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject, parseOrder, readShopSettings } from '../core/records.js';
import { ensureInvoice } from '../documents/issue-documents.js';
import { mailsDue, type MailKind } from '@fohzshop/shared/order-mails';
import { sendMail } from './mail-transport.js';
import { recipientOf } from './mail-recipient.js';
import { renderOrderMail, type ShopContact } from './order-mail-content.js';

export async function shopContact(): Promise<ShopContact> {
  const { contact, seller } = await readShopSettings();
  const sellerAddress = SellerIdentitySchema.pick({ address: true }).safeParse(seller);
  return {
    name: SITE_NAME,
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    address: contact?.address || (sellerAddress.success ? sellerAddress.data.address : ''),
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
    if (!isStoredObject(current)) return null;
    const mails = isStoredObject(current.mails) ? current.mails : {};
    // The stored order as it is, plus this claim: no field of it goes through a schema here.
    return mails[kind] ? undefined : { ...current, mails: { ...mails, [kind]: at } };
  });
  const stored: unknown = result.snapshot.val();
  const mails = isStoredObject(stored) && isStoredObject(stored.mails) ? stored.mails : {};
  return result.committed && mails[kind] === at;
}

/** Gives the claim back after a failed send (a null write never recreates a deleted order). */
async function release(orderId: string, kind: MailKind, at: string): Promise<void> {
  await ref(pathOf('orders', orderId, 'mails', kind)).transaction((current: unknown) =>
    current === at || current === null ? null : undefined,
  );
}

/** The order after the write, or null (logged) when it does not match its schema. */
function readable(orderId: string, after: unknown): Order | null {
  try {
    return parseOrder(after, orderId);
  } catch (error) {
    logger.error('order e-mail skipped: the order does not match its schema', {
      order_id: orderId,
      error: String(error),
    });
    return null;
  }
}

/** Sends what `before` → `after` (as stored) calls for; returns the kinds sent by this call. */
export async function sendOrderMails(
  orderId: string,
  before: unknown,
  after: unknown,
): Promise<MailKind[]> {
  // Only statuses are compared here (mailsDue reads them leniently); the order is parsed next.
  const kinds = mailsDue(
    isStoredObject(before) ? before : null,
    isStoredObject(after) ? after : null,
  );
  if (kinds.length === 0 || after === null) return [];
  const parsed = readable(orderId, after);
  if (!parsed) return [];
  // The trigger may see the payment before its writer numbers the invoice: number it here (the
  // same number either way, see ensureInvoice) so that the e-mail can give it.
  const invoice = await ensureInvoice(parsed, new Date()).catch((error: unknown) => {
    logger.error('invoice not numbered for the e-mail', {
      order_id: orderId,
      error: String(error),
    });
    return null;
  });
  const order = invoice ? { ...parsed, invoice } : parsed;
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
