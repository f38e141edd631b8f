// expireStockAlertsDaily: every night at 04:40, Paris time, alerts past their end are removed —
// an unconfirmed one after STOCK_ALERT_CONFIRM_DAYS, an active one after STOCK_ALERT_MONTHS, a
// claim left by a crash while sending after a day — and the waiting counts are recomputed from
// the alerts that remain (they heal a count a crash left between an alert's change and its count).
import '../core/global-options.js';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import type { StockAlert } from '@fohzshop/shared/schemas/stock-alert';
import { STOCK_ALERT_COUNTS, STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { pathOf, ref } from '../core/db.js';
import { entriesOf } from '../core/stored-value.js';
import { alertPath, parseAlert } from './alert-records.js';

const STALE_CLAIM_MS = 24 * 60 * 60 * 1000;

const ended = (alert: StockAlert, now: number): boolean =>
  Date.parse(alert.expires_at) <= now ||
  (alert.status === 'sending' && now - Date.parse(alert.claimed_at ?? '') >= STALE_CLAIM_MS);

/** Removes one alert if it has still ended (re-checked in the transaction). */
async function removeEnded(alertId: string, now: number): Promise<StockAlert | null> {
  const state: { removed: StockAlert | null } = { removed: null };
  await ref(alertPath(alertId)).transaction((current: unknown) => {
    state.removed = null;
    if (current === null) return null;
    const alert = parseAlert(current, alertId);
    if (alert && !ended(alert, now)) return undefined;
    state.removed = alert;
    return null;
  });
  return state.removed;
}

/** Writes the counts of active alerts per product where the stored ones differ. */
async function recount(alerts: Iterable<StockAlert>): Promise<number> {
  const counts = new Map<string, number>();
  for (const alert of alerts) {
    if (alert.status === 'active')
      counts.set(alert.product_id, (counts.get(alert.product_id) ?? 0) + 1);
  }
  const stored = new Map(entriesOf((await ref(STOCK_ALERT_COUNTS).once('value')).val()));
  const writes: Record<string, number | null> = {};
  for (const product of new Set([...counts.keys(), ...stored.keys()])) {
    const count = counts.get(product) ?? null;
    if ((stored.get(product) ?? null) !== count)
      writes[pathOf(STOCK_ALERT_COUNTS, product)] = count;
  }
  if (Object.keys(writes).length > 0) await ref('/').update(writes);
  return Object.keys(writes).length;
}

/** Removes the ended alerts; returns how many, and how many counts were corrected. */
export async function expireStockAlerts(now = Date.now()) {
  // An unreadable alert (parseAlert: null) is removed like an ended one.
  const stored = entriesOf((await ref(STOCK_ALERTS).once('value')).val());
  const remaining = new Map<string, StockAlert>();
  let removed = 0;
  for (const [id, raw] of stored) {
    const alert = parseAlert(raw, id);
    if (alert && !ended(alert, now)) {
      remaining.set(id, alert);
      continue;
    }
    const gone = await removeEnded(id, now);
    // Changed since the read (renewed, or re-claimed): it stays, as it now is.
    if (!gone && alert) remaining.set(id, alert);
    else removed += 1;
  }
  const corrected = await recount(remaining.values());
  return { removed, corrected };
}

export const expireStockAlertsDaily = onSchedule(
  { schedule: 'every day 04:40', timeZone: 'Europe/Paris', region: REGION, retryCount: 1 },
  async () => {
    const { removed, corrected } = await expireStockAlerts();
    if (removed > 0 || corrected > 0) logger.info('stock alerts expired', { removed, corrected });
  },
);
