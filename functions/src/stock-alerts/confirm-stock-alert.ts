// confirmStockAlert (public): the link of the confirmation e-mail. Only whoever reads that
// mailbox has the token, so an alert starts only with its address's consent. The pending alert
// becomes active for STOCK_ALERT_MONTHS; a product restocked meanwhile gets its e-mail at once.
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import { confirmStockAlert as contract } from '@fohzshop/shared/contracts/stock-alerts';
import { productPath } from '@fohzshop/shared/routes';
import { STOCK_ALERT_MONTHS, STOCK_ALERT_TEXTS, addMonths } from '@fohzshop/shared/stock-alerts';
import { callable } from '../core/callable.js';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { shopContact } from '../mail/send-order-mails.js';
import { readProduct } from './alert-product.js';
import {
  alertIdOfToken,
  alertPath,
  moveWaitingCount,
  parseAlert,
  tokenMatches,
} from './alert-records.js';
import { sendBackInStock } from './send-back-in-stock.js';

type Outcome = 'confirmed' | 'already' | 'invalid';

/** Activates the pending alert the token names; what happened and the alert's product. */
async function activate(token: string, now: Date) {
  const alertId = alertIdOfToken(token);
  const at = now.toISOString();
  const state: { outcome: Outcome; productId: string } = { outcome: 'invalid', productId: '' };
  await ref(alertPath(alertId)).transaction((current: unknown) => {
    state.outcome = 'invalid';
    // An empty cache answers "delete": the server refuses it and runs this with the real value.
    if (current === null) return null;
    const alert = parseAlert(current, alertId);
    if (!alert || !tokenMatches(token, alert)) return undefined;
    state.productId = alert.product_id;
    if (alert.status !== 'pending') {
      state.outcome = 'already';
      return undefined;
    }
    if (Date.parse(alert.expires_at) <= now.getTime()) return undefined;
    state.outcome = 'confirmed';
    return {
      ...alert,
      status: 'active',
      confirmed_at: at,
      expires_at: addMonths(at, STOCK_ALERT_MONTHS),
    };
  });
  return { alertId, ...state };
}

export const confirmStockAlert = callable(
  contract,
  async ({ token }) => {
    const { alertId, outcome, productId } = await activate(token, new Date());
    if (outcome === 'invalid') throw fail('not-found', STOCK_ALERT_TEXTS.linkInvalid);
    if (outcome === 'confirmed') await moveWaitingCount(productId, 1);
    const product = await readProduct(productId);
    if (!product) throw fail('not-found', STOCK_ALERT_TEXTS.linkInvalid);
    // Back in stock between the request and the confirmation: the trigger found nobody waiting.
    if (outcome === 'confirmed' && isPurchasable(product))
      await sendBackInStock(alertId, product, await shopContact());
    return {
      product_id: product.product_id,
      product_name: product.name,
      product_path: productPath(product),
    };
  },
  { secrets: [SMTP_PASSWORD], failureMessage: STOCK_ALERT_TEXTS.failed },
);
