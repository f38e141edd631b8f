// subscribeStockAlert (public): « Me prévenir du retour en stock » on a product that cannot be
// bought. It stores a pending alert and e-mails its confirmation link to the address: nothing is
// ever sent about the product before the address's owner opens that link. Within the origin's
// and the shop's caps (settings/abuse_limits, action « stock_alerts »), a daily cap per address
// (whoever asks), and at most one confirmation e-mail per address and product per
// STOCK_ALERT_RESEND_MS. The answer is the same whether or not an e-mail left: it never tells
// whether an address already waits for the product.
import * as logger from 'firebase-functions/logger';
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import { subscribeStockAlert as contract } from '@fohzshop/shared/contracts/stock-alerts';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { StockAlert } from '@fohzshop/shared/schemas/stock-alert';
import {
  STOCK_ALERT_CONFIRM_DAYS,
  STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY,
  STOCK_ALERT_RESEND_MS,
  STOCK_ALERT_TEXTS,
} from '@fohzshop/shared/stock-alerts';
import { callable } from '../core/callable.js';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { withOriginLimits } from '../core/origin-limits.js';
import { claimSlots, counterPath } from '../core/rate-limit.js';
import { clientIp, viewGuardSalt } from '../core/visitor.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { sendMail } from '../mail/mail-transport.js';
import { shopContact } from '../mail/send-order-mails.js';
import { confirmationMail } from './alert-mails.js';
import { readProduct } from './alert-product.js';
import { addressKey, alertIdOf, alertPath, newToken, parseAlert } from './alert-records.js';

const ANSWER = { ok: true as const };

type Subscription = { product: Product; email: string; uid: string | undefined };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the stored alert calls for a (new) confirmation e-mail now. */
function mailDue(raw: unknown, alertId: string, now: number): boolean {
  const alert = parseAlert(raw, alertId);
  if (!alert) return true;
  if (alert.status !== 'pending') return false;
  return now - Date.parse(alert.confirmation_sent_at) >= STOCK_ALERT_RESEND_MS;
}

async function claimAddressSlot(email: string, now: number) {
  return claimSlots([
    {
      path: counterPath('stock_alert_addresses', 'd', now, addressKey(email)),
      max: STOCK_ALERT_MAILS_PER_ADDRESS_PER_DAY,
      refusal: 'address',
    },
  ]);
}

/** Writes the pending alert if a mail is still due; whether it did, and what was there. */
async function writePending(
  alertId: string,
  next: (previous: unknown) => StockAlert,
  now: number,
): Promise<{ written: boolean; previous: unknown }> {
  let previous: unknown = null;
  const result = await ref(alertPath(alertId)).transaction((current: unknown) => {
    previous = current;
    return mailDue(current, alertId, now) ? next(current) : undefined;
  });
  return { written: result.committed, previous };
}

/** Within the caps: the pending alert and its e-mail, when one is due. */
async function subscribe({ product, email, uid }: Subscription): Promise<{ ok: true }> {
  const alertId = alertIdOf(email, product.product_id);
  const now = Date.now();
  // Nothing due (already active, or a link sent recently): nothing written, nothing sent.
  if (!mailDue((await ref(alertPath(alertId)).once('value')).val(), alertId, now)) return ANSWER;
  const slot = await claimAddressSlot(email, now);
  if (!slot.ok) throw fail('resource-exhausted', STOCK_ALERT_TEXTS.addressTooMany);
  const at = new Date(now).toISOString();
  const { token, hash } = newToken(alertId);
  const { written, previous } = await writePending(
    alertId,
    (current) => ({
      product_id: product.product_id,
      email,
      ...(uid ? { user_id: uid } : {}),
      status: 'pending',
      token_hash: hash,
      created_at: parseAlert(current, alertId)?.created_at ?? at,
      confirmation_sent_at: at,
      expires_at: new Date(now + STOCK_ALERT_CONFIRM_DAYS * DAY_MS).toISOString(),
    }),
    now,
  );
  if (!written) {
    await slot.release();
    return ANSWER;
  }
  try {
    await sendMail(email, confirmationMail(product, token, await shopContact()));
  } catch (error) {
    logger.error('stock alert confirmation not sent', { error: String(error) });
    // Put back what was there, unless another request replaced it meanwhile (an empty cache
    // answers "delete": the server refuses it and runs this with the real value).
    await ref(alertPath(alertId)).transaction((current: unknown) => {
      if (current === null) return null;
      return parseAlert(current, alertId)?.token_hash === hash ? previous : undefined;
    });
    await slot.release();
    throw fail('unavailable', STOCK_ALERT_TEXTS.failed);
  }
  return ANSWER;
}

export const subscribeStockAlert = callable(
  contract,
  async (request, { auth, rawRequest }) => {
    const email = request.email.toLowerCase();
    // Refused before any cap is claimed: such a refusal only reads.
    const product = await readProduct(request.product_id);
    if (!product) throw fail('not-found', STOCK_ALERT_TEXTS.productNotFound);
    if (isPurchasable(product)) throw fail('failed-precondition', STOCK_ALERT_TEXTS.available);
    // Signed in with this very address: the account's export and deletion find the alert.
    const uid = auth?.token.email?.toLowerCase() === email ? auth.uid : undefined;
    // The origin's and the shop's caps; a failure after them gives their slots back.
    return withOriginLimits('stock_alerts', clientIp(rawRequest), () =>
      subscribe({ product, email, uid }),
    );
  },
  { secrets: [viewGuardSalt, SMTP_PASSWORD], failureMessage: STOCK_ALERT_TEXTS.failed },
);
