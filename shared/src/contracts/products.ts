// Product administration and the public view counter.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import { ProductInputSchema } from '../schemas/product';
import { defineCallable } from './define';

const OkSchema = z.object({ ok: z.literal(true) });

/** product_id optional: when absent the server generates one; an existing id is refused. */
export const createProduct = defineCallable({
  name: 'createProduct',
  access: 'admin',
  request: z.strictObject({
    product_id: DatabaseKeySchema.optional(),
    product: ProductInputSchema,
  }),
  response: z.object({ product_id: DatabaseKeySchema }),
});

/** Replaces the editable fields; views and created_at are kept, updated_at refreshed. */
export const updateProduct = defineCallable({
  name: 'updateProduct',
  access: 'admin',
  request: z.strictObject({ product_id: DatabaseKeySchema, product: ProductInputSchema }),
  response: OkSchema,
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
