// settings/shop/instalment_credit: the wording of every instalment offer (credit advertising since
// 20 Nov 2026). Apart from settings.ts so the pages that show an offer read it without the rest
// of the shop settings' schemas. Each field absent falls back to its default, the legal text of
// today (shared/src/instalment-credit.ts).
import { z } from 'zod';
import { instalmentCreditWith, type InstalmentCredit } from '../instalment-credit';
import { UrlOrPathSchema, boundedString, optionalText } from './common';

/** Under SHOP_SETTINGS_PATH (settings.ts), spelled out here to keep that module away. */
export const INSTALMENT_CREDIT_SETTINGS_PATH = 'settings/shop/instalment_credit';

export const InstalmentCreditSettingsSchema = z.object({
  warning: boundedString(10, 300).optional(),
  lender_name: boundedString(2, 120).optional(),
  lender_details: optionalText(400).optional(),
  conditions_url: UrlOrPathSchema.optional(),
});

/** settings/shop/instalment_credit as stored → the wording (a malformed setting: the defaults). */
export function instalmentCreditOf(stored: unknown): InstalmentCredit {
  const parsed = InstalmentCreditSettingsSchema.safeParse(stored ?? {});
  return instalmentCreditWith(parsed.success ? parsed.data : null);
}
