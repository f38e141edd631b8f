// Promotion codes at promotions/{code}: what a code gives, to which lines, when and how often.
// Written only by the admin callables (functions/src/promotions/); customers never read them.
// Usage is counted apart, live: promotion_uses/{code} (every order holding the code, unpaid
// ones included) and promotion_customers/{uid}/{code} (that customer's orders with it).
import { z } from 'zod';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';
import { BrandSchema, ProductTypeSchema } from './product';
import {
  PROMOTION_CODE_PATTERN,
  normalizePromotionCode,
  PROMOTION_CODE_ERROR,
} from './promotion-code';

export * from './promotion-code';

export const PromotionCodeSchema = z
  .string()
  .transform(normalizePromotionCode)
  .pipe(z.string().regex(PROMOTION_CODE_PATTERN, { error: PROMOTION_CODE_ERROR }));

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  percent: 'Pourcentage',
  amount: 'Montant fixe',
};

/** Largest fixed discount (cents): the shop's amount bound. */
export const PROMOTION_MAX_AMOUNT_CENTS = 100_000_000;

/** Lines a code applies to: every line when all three lists are empty, else lines matching one. */
export const PromotionScopeSchema = z.object({
  products: z.array(DatabaseKeySchema).max(200).default([]),
  brands: z.array(BrandSchema).max(20).default([]),
  types: z.array(ProductTypeSchema).max(5).default([]),
});
export type PromotionScope = z.infer<typeof PromotionScopeSchema>;

const count = z.number().int().min(1).max(1_000_000);

/** What the admin submits (no usage, no dates of record). */
export const PromotionInputSchema = z
  .strictObject({
    code: PromotionCodeSchema,
    kind: z.enum(PROMOTION_KINDS),
    /** Percent (1–100) or cents (fixed amount), after `kind`. */
    value: z.number().int().min(1).max(PROMOTION_MAX_AMOUNT_CENTS),
    min_basket_cents: z.number().int().min(0).max(PROMOTION_MAX_AMOUNT_CENTS).optional(),
    scope: z
      .strictObject({
        products: PromotionScopeSchema.shape.products,
        brands: PromotionScopeSchema.shape.brands,
        types: PromotionScopeSchema.shape.types,
      })
      .default({ products: [], brands: [], types: [] }),
    /** Instants (the form enters them in Paris time). */
    starts_at: IsoDateSchema.optional(),
    ends_at: IsoDateSchema.optional(),
    max_uses: count.optional(),
    max_uses_per_customer: count.optional(),
    first_order_only: z.boolean().default(false),
    paused: z.boolean().default(false),
    /** Shown to every visitor in the site banner, with the code's conditions; '' = not shown. */
    banner: optionalText(160).default(''),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, {
    error: 'Un pourcentage va de 1 à 100 %.',
    path: ['value'],
  })
  .refine((p) => !p.starts_at || !p.ends_at || p.starts_at < p.ends_at, {
    error: 'La fin de validité doit suivre son début.',
    path: ['ends_at'],
  });
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  code: z.string().regex(PROMOTION_CODE_PATTERN),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number().int().min(1).max(PROMOTION_MAX_AMOUNT_CENTS),
  min_basket_cents: z.number().int().min(0).optional(),
  scope: PromotionScopeSchema.default({ products: [], brands: [], types: [] }),
  starts_at: IsoDateSchema.optional(),
  ends_at: IsoDateSchema.optional(),
  max_uses: count.optional(),
  max_uses_per_customer: count.optional(),
  first_order_only: z.boolean().default(false),
  paused: z.boolean().default(false),
  banner: z.string().max(160).default(''),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;
