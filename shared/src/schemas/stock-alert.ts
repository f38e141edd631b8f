// stock_alerts/{alert_id}: a back-in-stock alert, written only by the functions
// (functions/src/stock-alerts/). The id is a keyed hash of the address and the product, so one
// address has one alert per product; the link's secret is stored only as its SHA-256.
import { z } from 'zod';
import { STOCK_ALERT_TEXTS, STOCK_ALERT_TOKEN } from '../stock-alerts';
import { DatabaseKeySchema, EmailSchema, IsoDateSchema } from './common';

/** pending: waits for its link to be opened; active: waits for the product; sending: claimed. */
export const STOCK_ALERT_STATUSES = ['pending', 'active', 'sending'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

export const StockAlertSchema = z.object({
  product_id: DatabaseKeySchema,
  /** Lower case: the address the alert is sent to. */
  email: EmailSchema,
  /** The subscriber's uid when signed in with that same address (export and deletion). */
  user_id: DatabaseKeySchema.optional(),
  status: z.enum(STOCK_ALERT_STATUSES),
  token_hash: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: IsoDateSchema,
  /** When the last confirmation e-mail left: a new request within the window sends none. */
  confirmation_sent_at: IsoDateSchema,
  confirmed_at: IsoDateSchema.optional(),
  /** Pending: the link's end; active: six months after the confirmation. */
  expires_at: IsoDateSchema,
  /** When the alert e-mail was claimed (status sending). */
  claimed_at: IsoDateSchema.optional(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

/** « Me prévenir du retour en stock »: the product and the address to alert. */
export const StockAlertRequestSchema = z.strictObject({
  product_id: DatabaseKeySchema,
  email: EmailSchema,
});
export type StockAlertRequest = z.infer<typeof StockAlertRequestSchema>;

/** The token of a link in an alert e-mail (confirmation or unsubscription). */
export const StockAlertTokenSchema = z.strictObject({
  token: z.string().regex(STOCK_ALERT_TOKEN, { error: STOCK_ALERT_TEXTS.linkInvalid }),
});
export type StockAlertTokenRequest = z.infer<typeof StockAlertTokenSchema>;
