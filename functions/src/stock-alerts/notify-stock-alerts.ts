// stockAlertsOnProductWrite: when a product that could not be bought can be bought again (stock
// back above 0, or « Sur commande » allowed), each active alert of the product gets its e-mail
// once (send-back-in-stock.ts), then ends. A deleted product's alerts are removed. Every writer
// of products reaches it (Hyperviseur, orders giving stock back, imports, the console); locally
// our database server sends it the same events (scripts/stack/database-triggers.ts).
import '../core/global-options.js';
import { onValueWritten } from 'firebase-functions/database';
import * as logger from 'firebase-functions/logger';
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import { isStoredProductBuyable as buyable } from '@fohzshop/shared/catalog/stored-product';
import { REGION } from '@fohzshop/shared/constants';
import { STOCK_ALERT_COUNTS, STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { pathOf, ref } from '../core/db.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { shopContact } from '../mail/send-order-mails.js';
import { readProduct } from './alert-product.js';
import { parseAlert } from './alert-records.js';
import { sendBackInStock } from './send-back-in-stock.js';

/** The ids of the product's alerts with `status` (indexed by product). */
async function alertsOf(productId: string, status?: string): Promise<string[]> {
  const snapshot = await ref(STOCK_ALERTS)
    .orderByChild('product_id')
    .equalTo(productId)
    .once('value');
  const ids: string[] = [];
  snapshot.forEach((child) => {
    const alert = child.key ? parseAlert(child.val(), child.key) : null;
    if (child.key && alert?.product_id === productId && (!status || alert.status === status))
      ids.push(child.key);
  });
  return ids;
}

/** E-mails every active alert of the product; returns how many this call sent. */
export async function notifyWaiting(productId: string): Promise<number> {
  const ids = await alertsOf(productId, 'active');
  if (ids.length === 0) return 0;
  const product = await readProduct(productId);
  if (!product || !isPurchasable(product)) return 0;
  const shop = await shopContact();
  let sent = 0;
  // One at a time: a few SMTP sends per restock, each claimed on its own.
  for (const id of ids) if (await sendBackInStock(id, product, shop)) sent += 1;
  return sent;
}

/** A deleted product's alerts end with it (their addresses are kept no longer). */
async function removeAlertsOf(productId: string): Promise<void> {
  const ids = await alertsOf(productId);
  const writes: Record<string, null> = { [pathOf(STOCK_ALERT_COUNTS, productId)]: null };
  for (const id of ids) writes[pathOf(STOCK_ALERTS, id)] = null;
  await ref('/').update(writes);
}

export const stockAlertsOnProductWrite = onValueWritten(
  { ref: '/products/{product_id}', region: REGION, secrets: [SMTP_PASSWORD] },
  async (event) => {
    const productId = event.params.product_id;
    const before: unknown = event.data.before.val();
    const after: unknown = event.data.after.val();
    if (after === null) {
      if (before !== null) await removeAlertsOf(productId);
      return;
    }
    if (before === null || buyable(before) || !buyable(after)) return;
    const sent = await notifyWaiting(productId);
    if (sent > 0) logger.info('back-in-stock e-mails sent', { product_id: productId, sent });
  },
);
