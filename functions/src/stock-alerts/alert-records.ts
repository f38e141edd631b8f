// The stored side of the back-in-stock alerts: ids, link tokens, parsing and the waiting count.
// An alert's id is a keyed hash (HMAC-SHA256, the visitor hash's secret) of the address and the
// product: one alert per address and product, and a database export does not reveal who asked
// for which product by hashing guessed addresses. A link carries `<id>.<secret>`; only the
// secret's SHA-256 is stored and compared in constant time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { StockAlertSchema, type StockAlert } from '@fohzshop/shared/schemas/stock-alert';
import { STOCK_ALERT_COUNTS, STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { pathOf, ref } from '../core/db.js';
import { viewGuardSalt } from '../core/visitor.js';

export const alertPath = (alertId: string): string => pathOf(STOCK_ALERTS, alertId);

/** One address (lower case) and product ⇒ one id, 32 hex characters. */
export function alertIdOf(email: string, productId: string): string {
  const key = viewGuardSalt.value();
  if (key.length < 16) throw new Error('VIEW_GUARD_SALT is missing or shorter than 16 characters');
  return createHmac('sha256', key)
    .update(`stock-alert:${email}\n${productId}`)
    .digest('hex')
    .slice(0, 32);
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new link secret and the hash stored in its place. */
export function newToken(alertId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${alertId}.${secret}`, hash: sha256(secret) };
}

/** The alert id of a well-formed token (the contract checked its shape). */
export const alertIdOfToken = (token: string): string => token.slice(0, token.indexOf('.'));

/** Whether `token` is the one whose hash the alert keeps. */
export function tokenMatches(token: string, alert: Pick<StockAlert, 'token_hash'>): boolean {
  const given = Buffer.from(sha256(token.slice(token.indexOf('.') + 1)), 'hex');
  const stored = Buffer.from(alert.token_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A stored alert, or null (logged) when it does not match its schema. */
export function parseAlert(raw: unknown, alertId: string): StockAlert | null {
  if (raw === null || raw === undefined) return null;
  const parsed = StockAlertSchema.safeParse(raw);
  if (!parsed.success) logger.error('stock alert unreadable', { alert_id: alertId });
  return parsed.success ? parsed.data : null;
}

/** Moves the product's count of waiting people (active alerts) by `delta`. */
export async function moveWaitingCount(productId: string, delta: 1 | -1): Promise<void> {
  await ref(pathOf(STOCK_ALERT_COUNTS, productId)).transaction((current: unknown) => {
    const next = (typeof current === 'number' ? current : 0) + delta;
    return next > 0 ? next : null;
  });
}

/** The address's own key for its daily cap of confirmation e-mails (rate_limits). */
export function addressKey(email: string): string {
  return alertIdOf(email, '');
}
