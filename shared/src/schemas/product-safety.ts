// GPSR art. 19 information of a product (products/{id}/safety) and the rule that scooters and
// batteries must carry it (see docs/legal-compliance.md, « Product safety »).
import { z } from 'zod';
import { SAFETY_MESSAGES, isEuCountry, needsSafetyInfo } from '../catalog/product-safety';
import { toCents } from '../money';
import { EmailSchema, boundedString } from './common';

const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: SAFETY_MESSAGES.countryCode });

/** A manufacturer or an EU responsible person: who they are and how to reach them. */
export const SafetyPartySchema = z.strictObject({
  name: boundedString(1, 160),
  /** Full postal address, country included. */
  address: boundedString(5, 300),
  email: EmailSchema,
  /** Where it is established (ISO 3166-1 alpha-2): decides whether an EU responsible person is needed. */
  country: CountryCodeSchema,
});
export type SafetyParty = z.infer<typeof SafetyPartySchema>;

export const ProductSafetySchema = z
  .strictObject({
    manufacturer: SafetyPartySchema,
    eu_responsible: SafetyPartySchema.optional(),
    model: boundedString(1, 120),
    reference: boundedString(1, 120),
    ean: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{12,14})$/, { error: SAFETY_MESSAGES.ean })
      .optional(),
    /** Warnings and safety instructions, in French, one per entry. */
    warnings: z.array(boundedString(1, 600)).min(1).max(12),
  })
  .superRefine((safety, ctx) => {
    if (!isEuCountry(safety.manufacturer.country) && !safety.eu_responsible)
      ctx.addIssue({
        code: 'custom',
        path: ['eu_responsible'],
        message: SAFETY_MESSAGES.euResponsibleRequired,
      });
    if (safety.eu_responsible && !isEuCountry(safety.eu_responsible.country))
      ctx.addIssue({
        code: 'custom',
        path: ['eu_responsible', 'country'],
        message: SAFETY_MESSAGES.euResponsibleOutsideEu,
      });
  });
export type ProductSafety = z.infer<typeof ProductSafetySchema>;

/** Éco-participation (DEEE, batteries) in integer cents TTC, included in the price. */
export const EcoFeeCentsSchema = z.number().int().min(0).max(100_000);

type SafetyInput = {
  type: string;
  name: string;
  price: number;
  safety?: unknown;
  eco_fee_cents?: number | undefined;
};

/** What an admin submits: scooters and batteries need their safety information; the fee fits the price. */
export function checkSafetyInput(product: SafetyInput, ctx: z.RefinementCtx): void {
  if (needsSafetyInfo(product) && product.safety === undefined)
    ctx.addIssue({ code: 'custom', path: ['safety'], message: SAFETY_MESSAGES.required });
  if (product.eco_fee_cents !== undefined && product.eco_fee_cents > toCents(product.price))
    ctx.addIssue({
      code: 'custom',
      path: ['eco_fee_cents'],
      message: SAFETY_MESSAGES.ecoFeeAbovePrice,
    });
}
