// The back-in-stock e-mail of one alert, sent at most once: the alert is claimed (active →
// sending) by a transaction before sending, so two restocks, a retried trigger or a confirmation
// racing the trigger never send it twice. Sent, the alert is removed (it has ended); a failed
// send makes it active again for the next restock. A crash while sending leaves the claim: that
// one e-mail may be missed, never doubled; the nightly cleanup removes the stale claim.
import * as logger from 'firebase-functions/logger';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { StockAlert } from '@fohzshop/shared/schemas/stock-alert';
import { ref } from '../core/db.js';
import { sendMail } from '../mail/mail-transport.js';
import type { ShopContact } from '../mail/order-mail-content.js';
import { backInStockMail } from './alert-mails.js';
import { alertPath, moveWaitingCount, newToken, parseAlert } from './alert-records.js';

/** Claims an active alert; the claimed alert, or null when it was not active any more. */
async function claim(alertId: string, at: string, tokenHash: string): Promise<StockAlert | null> {
  const result = await ref(alertPath(alertId)).transaction((current: unknown) => {
    // An empty cache answers "delete": the server refuses it and runs this with the real value.
    if (current === null) return null;
    const alert = parseAlert(current, alertId);
    if (alert?.status !== 'active') return undefined;
    // The e-mail's unsubscribe link gets a new token: only its hash is kept, here.
    return { ...alert, status: 'sending', claimed_at: at, token_hash: tokenHash };
  });
  const stored = parseAlert(result.snapshot.val(), alertId);
  return result.committed && stored?.status === 'sending' && stored.claimed_at === at
    ? stored
    : null;
}

/** Makes a claimed alert active again after a failed send (never recreates a removed one). */
async function unclaim(alertId: string, at: string): Promise<boolean> {
  const result = await ref(alertPath(alertId)).transaction((current: unknown) => {
    if (current === null) return null;
    const alert = parseAlert(current, alertId);
    if (alert?.status !== 'sending' || alert.claimed_at !== at) return undefined;
    const { claimed_at: _claimed, ...rest } = alert;
    return { ...rest, status: 'active' };
  });
  return result.committed && result.snapshot.exists();
}

/** Sends the alert's e-mail if it is still active; true when this call sent it. */
export async function sendBackInStock(
  alertId: string,
  product: Product,
  shop: ShopContact,
): Promise<boolean> {
  const at = new Date().toISOString();
  const { token, hash } = newToken(alertId);
  const alert = await claim(alertId, at, hash);
  if (!alert) return false;
  await moveWaitingCount(alert.product_id, -1);
  try {
    await sendMail(alert.email, backInStockMail(product, token, shop));
  } catch (error) {
    logger.error('back-in-stock e-mail not sent', { alert_id: alertId, error: String(error) });
    if (await unclaim(alertId, at)) await moveWaitingCount(alert.product_id, 1);
    return false;
  }
  await ref(alertPath(alertId)).remove();
  return true;
}
