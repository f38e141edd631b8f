// Promotion codes, the Hyperviseur's « Codes promo » (admins read promotions/ and promotion_uses/
// live). The customer's preview at checkout is promotion-check.ts (kept light for the checkout).
import { z } from 'zod';
import { PromotionCodeSchema, PromotionInputSchema } from '../schemas/promotion';
import { defineCallable } from './define';

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
  // The code as stored (upper-cased, its form checked): never a path outside promotions/.
  request: z.strictObject({ code: PromotionCodeSchema, paused: z.boolean() }),
  response: z.object({ ok: z.literal(true) }),
});
