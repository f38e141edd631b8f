// Product administration and the public view counter.
import { z } from 'zod';
import { DatabaseKeySchema, PositiveIntSchema } from '../schemas/common';
import { MAX_STOCK, ProductInputSchema } from '../schemas/product';
import { defineCallable } from './define';

const OkSchema = z.object({ ok: z.literal(true) });

const Cents = z.number().int().min(0);
/** The server's verdict on the struck-through price entered (price-history.ts, L112-1-1). */
const ReductionVerdictSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('shown'), reference_cents: Cents }),
  z.object({
    status: z.literal('refused'),
    lawful_cents: Cents.nullable(),
    lowest_cents: Cents,
  }),
]);

/** product_id optional: when absent the server generates one; an existing id is refused. */
export const createProduct = defineCallable({
  name: 'createProduct',
  access: 'admin',
  request: z.strictObject({
    product_id: DatabaseKeySchema.optional(),
    product: ProductInputSchema,
  }),
  response: z.object({
    product_id: DatabaseKeySchema,
    reduction: ReductionVerdictSchema.optional(),
  }),
});

/**
 * Replaces the editable fields; views and created_at are kept, updated_at refreshed. The stock
 * is never written back blindly (orders reserve units meanwhile): `expected_stock` is the stock
 * the admin's screen showed. When product.stock equals it the stored stock is left untouched;
 * otherwise the new stock is set only if the stored stock still equals it (compare-and-set),
 * else the call fails with failed-precondition (stockChangedMessage in messages.ts).
 */
export const updateProduct = defineCallable({
  name: 'updateProduct',
  access: 'admin',
  request: z.strictObject({
    product_id: DatabaseKeySchema,
    product: ProductInputSchema,
    expected_stock: PositiveIntSchema.max(MAX_STOCK),
  }),
  response: OkSchema.extend({ reduction: ReductionVerdictSchema.optional() }),
});

export const deleteProduct = defineCallable({
  name: 'deleteProduct',
  access: 'admin',
  request: z.strictObject({ product_id: DatabaseKeySchema }),
  response: OkSchema,
});

/** Catalogue cleansing: normalise type and brand, reset views to 0, refresh updated_at. */
export const cleanseProducts = defineCallable({
  name: 'cleanseProducts',
  access: 'admin',
  request: z.strictObject({}),
  response: z.object({ touched: z.number().int().min(0) }),
});

/** views + 1 atomically; at most once per visitor and product per PRODUCT_VIEW_WINDOW_MS. */
export const recordProductView = defineCallable({
  name: 'recordProductView',
  access: 'public',
  request: z.strictObject({ product_id: DatabaseKeySchema }),
  response: z.object({ counted: z.boolean(), views: z.number().int().min(0) }),
});
