// settings/shop: public, non-secret shop data (bank details for transfers, contact, review source).
import { z } from 'zod';
import { SellerIdentitySchema } from '../invoice-seller';
import { BANK_TRANSFER_HOLD_HOURS, BANK_TRANSFER_HOLD_RANGE } from '../payments';
import { EmailSchema, HttpUrlSchema, PhoneSchema, boundedString, optionalText } from './common';
import { InstalmentCreditSettingsSchema } from './instalment-credit-settings';

export const SHOP_SETTINGS_PATH = 'settings/shop';

export const BankDetailsSchema = z.object({
  holder: boundedString(1, 120),
  bank_name: boundedString(1, 120),
  iban: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{10,40}$/, { error: 'IBAN invalide.' }),
  bic: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, { error: 'BIC invalide.' }),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

export const ShopSettingsSchema = z.object({
  bank: BankDetailsSchema,
  contact: z.object({
    email: EmailSchema,
    phone: PhoneSchema,
    address: optionalText(300),
  }),
  review_source: z.object({ name: boundedString(1, 80), url: HttpUrlSchema }).optional(),
  /** Wording of the instalment offers (schemas/instalment-credit-settings.ts). */
  instalment_credit: InstalmentCreditSettingsSchema.optional(),
  /** IDU of the shop per REP scheme (DEEE, batteries), printed in the CGV and legal notices. */
  producer_ids: z
    .object({ deee: optionalText(120).optional(), batteries: optionalText(120).optional() })
    .optional(),
  /** Legal identity printed on invoices; invoices cannot be rendered without it. */
  seller: SellerIdentitySchema.optional(),
  /** The Hyperviseur flags products whose stock is at or below this (dashboard « Stock bas »). */
  low_stock_threshold: z.number().int().min(0).max(1000).optional(),
  /** Hours before an unpaid bank-transfer order expires and its stock is released. */
  bank_transfer_hold_hours: z
    .number()
    .int()
    .min(BANK_TRANSFER_HOLD_RANGE.min)
    .max(BANK_TRANSFER_HOLD_RANGE.max)
    .default(BANK_TRANSFER_HOLD_HOURS),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
