// Back-in-stock alerts: anyone may ask for one (the address confirms it by a link), confirm it
// with that link's token, or end it with the unsubscribe link of any alert e-mail.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import { StockAlertRequestSchema, StockAlertTokenSchema } from '../schemas/stock-alert';
import { defineCallable } from './define';

/** The same answer whether or not the address already had an alert for the product. */
export const subscribeStockAlert = defineCallable({
  name: 'subscribeStockAlert',
  access: 'public',
  request: StockAlertRequestSchema,
  response: z.object({ ok: z.literal(true) }),
});

export const confirmStockAlert = defineCallable({
  name: 'confirmStockAlert',
  access: 'public',
  request: StockAlertTokenSchema,
  response: z.object({
    product_id: DatabaseKeySchema,
    product_name: z.string(),
    product_path: z.string(),
  }),
});

/** Ends the alert; an ended or unknown alert answers the same. */
export const unsubscribeStockAlert = defineCallable({
  name: 'unsubscribeStockAlert',
  access: 'public',
  request: StockAlertTokenSchema,
  response: z.object({ ok: z.literal(true) }),
});
