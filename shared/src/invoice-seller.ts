// settings/shop/seller: the legal identity printed on invoices and credit notes (company name,
// legal form, share capital, registered office, SIREN/SIRET, RCS city, intra-EU VAT number).
import { z } from 'zod';
import { boundedString } from './schemas/common';

export const SellerIdentitySchema = z.object({
  legal_name: boundedString(1, 120),
  legal_form: boundedString(1, 40),
  /** Share capital in euros. */
  capital: z.number().positive().max(1e12),
  address: boundedString(1, 300),
  siren: z.string().regex(/^\d{9}$/, { error: 'SIREN invalide (9 chiffres).' }),
  siret: z
    .string()
    .regex(/^\d{14}$/, { error: 'SIRET invalide (14 chiffres).' })
    .optional(),
  rcs_city: boundedString(1, 80),
  vat_number: z
    .string()
    .regex(/^FR[0-9A-Z]{2}\d{9}$/, { error: 'Numéro de TVA intracommunautaire invalide.' }),
});
export type SellerIdentity = z.infer<typeof SellerIdentitySchema>;
