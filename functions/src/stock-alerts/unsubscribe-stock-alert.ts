// Ending an alert from any alert e-mail, by its token: the visible link (the page calls
// unsubscribeStockAlert) and RFC 8058's one-click unsubscription (stockAlertUnsubscribe, which
// mail clients POST to with `List-Unsubscribe=One-Click`; Hosting routes
// STOCK_ALERT_ONE_CLICK_PATH to it). An unknown or ended alert answers the same: the answer never
// tells whether an address waits for a product.
import '../core/global-options.js';
import { onRequest } from 'firebase-functions/https';
import { REGION } from '@fohzshop/shared/constants';
import { unsubscribeStockAlert as contract } from '@fohzshop/shared/contracts/stock-alerts';
import { STOCK_ALERT_TEXTS, STOCK_ALERT_TOKEN } from '@fohzshop/shared/stock-alerts';
import { callable } from '../core/callable.js';
import { ref } from '../core/db.js';
import { unsubscribeUrl } from './alert-mails.js';
import {
  alertIdOfToken,
  alertPath,
  moveWaitingCount,
  parseAlert,
  tokenMatches,
} from './alert-records.js';

/** Removes the alert the token names (if it does); its product's count follows. */
export async function endAlert(token: string): Promise<void> {
  const alertId = alertIdOfToken(token);
  const state = { activeProduct: '' };
  await ref(alertPath(alertId)).transaction((current: unknown) => {
    state.activeProduct = '';
    if (current === null) return null;
    const alert = parseAlert(current, alertId);
    if (!alert || !tokenMatches(token, alert)) return undefined;
    // A claimed alert (status sending) was already taken off the count.
    if (alert.status === 'active') state.activeProduct = alert.product_id;
    return null;
  });
  if (state.activeProduct) await moveWaitingCount(state.activeProduct, -1);
}

export const unsubscribeStockAlert = callable(
  contract,
  async ({ token }) => {
    await endAlert(token);
    return { ok: true as const };
  },
  { failureMessage: STOCK_ALERT_TEXTS.failed },
);

export const stockAlertUnsubscribe = onRequest({ region: REGION }, async (request, response) => {
  const raw = request.query.jeton;
  const token = typeof raw === 'string' && STOCK_ALERT_TOKEN.test(raw) ? raw : null;
  response.set('Cache-Control', 'no-store');
  if (request.method === 'GET' || request.method === 'HEAD') {
    // Opened in a browser (or fetched by a link checker): the page, which asks nothing more.
    response.redirect(303, token ? unsubscribeUrl(token) : unsubscribeUrl(''));
    return;
  }
  if (request.method !== 'POST') {
    response.set('Allow', 'GET, HEAD, POST').status(405).send('Méthode non autorisée.');
    return;
  }
  if (!token) {
    response.status(400).type('text/plain').send(STOCK_ALERT_TEXTS.linkInvalid);
    return;
  }
  await endAlert(token);
  response.status(200).type('text/plain').send(STOCK_ALERT_TEXTS.unsubscribed);
});
