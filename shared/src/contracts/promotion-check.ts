// The customer's preview of a promotion code at checkout (placeOrder applies the code for good).
// Apart from the admin contracts so that the checkout loads only the light code schemas.
import { z } from 'zod';
import { TypedPromotionCodeSchema } from '../schemas/promotion-code';
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
