// The customer's data rights on their own account: a copy of everything stored about them
// (exportMyData) and the deletion of the account (deleteMyAccount, orders kept anonymised).
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-orders';
import { IsoDateSchema } from '../schemas/common';
import { defineCallable } from './define';

/** Records are exported as stored: the export shows the customer exactly what the shop keeps. */
const Stored = z.record(z.string(), z.unknown());

export const exportMyData = defineCallable({
  name: 'exportMyData',
  access: 'user',
  request: z.strictObject({}),
  response: z.object({
    exported_at: IsoDateSchema,
    /** users/{uid}: identity, phone, addresses, « Mon garage ». */
    user: Stored.nullable(),
    cart: Stored.nullable(),
    orders: z.array(Stored),
    reviews: z.array(Stored),
    /** Sent signed in, or from the account's verified e-mail address. */
    contact_messages: z.array(Stored),
    /** Back-in-stock alerts: asked for signed in with the account's address, or for its verified address. */
    stock_alerts: z.array(Stored),
    /** promotion_customers/{uid}: code → how many of their orders hold it. */
    promotion_codes_used: Stored.nullable(),
  }),
});

export const deleteMyAccount = defineCallable({
  name: 'deleteMyAccount',
  access: 'user',
  request: z.strictObject({
    confirm: z.literal(true, { error: ACCOUNT_MESSAGES.deleteConfirm }),
  }),
  response: z.object({ ok: z.literal(true), anonymised_orders: z.number().int().min(0) }),
});
