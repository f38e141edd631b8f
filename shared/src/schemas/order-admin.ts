// order_admin/{order_id}: what the shop keeps about an order that its customer must not read —
// the internal note and which admin made each change. The order itself (orders/{order_id}) is
// readable by its customer, so it only says « admin » where an admin acted (docs/data-model.md).
import { z } from 'zod';
import { COLLECTIONS } from '../constants';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';

export const ORDER_ADMIN = COLLECTIONS.orderAdmin;
export const ORDER_NOTE_MAX = 500;

/** RTDB hands back a map keyed 0…n as an array (with holes as null): read both the same way. */
const byIndex = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? Object.fromEntries(value.flatMap((v, i) => (v == null ? [] : [[String(i), v]])))
      : value,
  z.record(z.string().regex(/^\d+$/), DatabaseKeySchema),
);

export const OrderAdminSchema = z.object({
  /** The shop's internal note, e.g. « Client suspect : ne pas expédier ». */
  note: optionalText(ORDER_NOTE_MAX).optional(),
  /** Who last changed the note, and when. */
  note_by: DatabaseKeySchema.optional(),
  note_at: IsoDateSchema.optional(),
  /** Index of a history line of the order → uid of the admin who made that change. */
  actors: byIndex.optional(),
  /** Refund id → uid of the admin who recorded it. */
  refunds: z.record(DatabaseKeySchema, DatabaseKeySchema).optional(),
});
export type OrderAdmin = z.infer<typeof OrderAdminSchema>;
