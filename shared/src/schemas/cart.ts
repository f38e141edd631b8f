// Cart at carts/{uid}: items keyed by product id (see docs/data-model.md). Prices are never
// stored here: they are read from the catalogue, and recomputed by the server when ordering.
import { z } from 'zod';
import { CART_MAX_QUANTITY, MAX_CART_LINES } from '../constants';
import { DatabaseKeySchema, IsoDateSchema } from './common';

export const CartQuantitySchema = z.number().int().min(1).max(CART_MAX_QUANTITY);

export const CartItemSchema = z.strictObject({
  quantity: CartQuantitySchema,
  added_at: IsoDateSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  // RTDB drops empty objects, so an empty cart reads without items.
  items: z.record(DatabaseKeySchema, CartItemSchema).default({}),
  updated_at: IsoDateSchema,
});
export type Cart = z.infer<typeof CartSchema>;

/** Re-exported: the constant lives in constants.ts so the shop's initial bundle can read it without zod. */
export { MAX_CART_LINES };

/** Clamp a wanted quantity into 1–99 (UI steppers, "add again" on an existing line). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}
