// order_deletions/{order_id}: what is kept of an order the Hyperviseur deleted (adminDeleteOrder).
// Order numbers are never reused, so these records explain the gaps in the numbering; they are
// written in the same multi-path update that removes the order (docs/data-model.md).
import { z } from 'zod';
import { COLLECTIONS } from '../constants';
import { DatabaseKeySchema, IsoDateSchema, boundedString, optionalText } from './common';
import {
  ORDER_NUMBER_PATTERN,
  OrderStatusSchema,
  OrderTotalsSchema,
  PaymentMethodSchema,
  PaymentProviderSchema,
  PaymentStatusSchema,
} from './order';

export const ORDER_DELETIONS = COLLECTIONS.orderDeletions;

export const OrderDeletionSchema = z.object({
  order_id: DatabaseKeySchema,
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  user_id: DatabaseKeySchema,
  /** The name on the shipping address, as the order had it. */
  customer: boundedString(1, 200),
  totals: OrderTotalsSchema,
  /** Statuses just before the deletion (the order may have been cancelled or expired first). */
  status: OrderStatusSchema,
  payment_method: PaymentMethodSchema,
  payment_status: PaymentStatusSchema,
  /** Who took the payment and its session or payment id: a payment arriving later is sent back. */
  payment_provider: PaymentProviderSchema.optional(),
  provider_ref: optionalText(200).optional(),
  /** What was ordered: product, name, quantity. */
  items: z
    .array(
      z.object({
        product_id: DatabaseKeySchema,
        name: boundedString(1, 200),
        quantity: z.number().int().min(1),
      }),
    )
    .min(1),
  /** Units given back to each product by the deletion (empty: see stock_restored_earlier). */
  stock_restored: z.record(DatabaseKeySchema, z.number().int().min(1)).default({}),
  /** The stock had come back already, when the order was cancelled or expired. */
  stock_restored_earlier: z.boolean(),
  order_created_at: IsoDateSchema,
  deleted_at: IsoDateSchema,
  /** The admin's uid. */
  deleted_by: DatabaseKeySchema,
});
export type OrderDeletion = z.infer<typeof OrderDeletionSchema>;
