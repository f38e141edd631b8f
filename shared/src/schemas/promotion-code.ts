// The light part of promotion codes, what the checkout and every order reader load: the code's
// form, what a customer types, the order's promotion record, the banner and the node names. The
// codes themselves (schemas/promotion.ts) are read by the Hyperviseur and the functions only.
import { z } from 'zod';
import { IsoDateSchema } from './common';

/** Codes are stored upper-case: what the customer types is folded the same way. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const PROMOTION_CODE_ERROR =
  'Le code doit faire 3 à 32 caractères : lettres sans accent, chiffres, « - » ou « _ ».';

/** What a customer typed → the stored form: trimmed, upper-case (codes are case-insensitive). */
export const normalizePromotionCode = (typed: string): string => typed.trim().toUpperCase();

/** What a customer types: any text up to 40 characters (an unknown code is refused in French). */
export const TypedPromotionCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'Saisissez un code promo.' })
  .max(40, { error: 'Ce code promo n’existe pas. Vérifiez son orthographe.' });
/** orders/{id}/promotion: the code the order used and its whole discount (euros TTC). */
export const OrderPromotionSchema = z.object({
  code: z.string().regex(PROMOTION_CODE_PATTERN),
  discount: z.number().min(0).max(1_000_000),
});
export type OrderPromotion = z.infer<typeof OrderPromotionSchema>;

export const PROMOTIONS = 'promotions';
export const PROMOTION_USES = 'promotion_uses';
export const PROMOTION_CUSTOMERS = 'promotion_customers';
/** The code shown to every visitor, with its conditions (public read, functions write). */
export const PROMOTION_BANNER = 'promotion_banner';

export const PromotionBannerSchema = z.object({
  code: z.string(),
  text: z.string().max(160),
  conditions: z.string().max(1000),
  starts_at: IsoDateSchema.optional(),
  ends_at: IsoDateSchema.optional(),
});
export type PromotionBanner = z.infer<typeof PromotionBannerSchema>;
