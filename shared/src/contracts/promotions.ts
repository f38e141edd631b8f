// Promotion codes: the customer's preview at checkout (placeOrder applies the code for good) and
// the Hyperviseur's « Codes promo » (admins read promotions/ and promotion_uses/ live).
import { z } from 'zod';
import { PromotionInputSchema, TypedPromotionCodeSchema } from '../schemas/promotion';
import { defineCallable } from './define';

/**
 * The code against the caller's cart as it is now: the discount and the new total, or the
 * refusal (failed-precondition / not-found with details.reason). Nothing is claimed or written.
 */
export const checkPromotionCode = defineCallable({
  name: 'checkPromotionCode',
  access: 'user',
  request: z.strictObject({ code: TypedPromotionCodeSchema }),
  response: z.object({
    code: z.string(),
    items_cents: z.number().int().min(0),
    discount_cents: z.number().int().min(0),
    total_cents: z.number().int().min(0),
    /** The code's conditions, in French. */
    conditions: z.string(),
  }),
});

/** Create (create: true, refused if the code exists) or replace a code; usage is kept. */
export const adminSavePromotion = defineCallable({
  name: 'adminSavePromotion',
  access: 'admin',
  request: z.strictObject({ promotion: PromotionInputSchema, create: z.boolean() }),
  response: z.object({ code: z.string() }),
});

/** « Mettre en pause » / « Réactiver ». */
export const adminSetPromotionPaused = defineCallable({
  name: 'adminSetPromotionPaused',
  access: 'admin',
  request: z.strictObject({ code: z.string().trim().min(1).max(40), paused: z.boolean() }),
  response: z.object({ ok: z.literal(true) }),
});
