// settings/shop/instalment_credit: the wording of the instalment offers, read once and cached.
// Loaded by a dynamic import (hooks/use-instalment-credit.ts): Firebase and zod stay off the
// load path of the pages that show an offer.
import { get, ref } from 'firebase/database';
import { instalmentCreditWith, type InstalmentCredit } from '@fohzshop/shared/instalment-credit';
import {
  INSTALMENT_CREDIT_SETTINGS_PATH,
  InstalmentCreditSettingsSchema,
} from '@fohzshop/shared/schemas/instalment-credit-settings';
import { db } from '@/lib/firebase/database';

/** The stored wording over the defaults; a malformed setting gives the defaults (legal text). */
export async function readInstalmentCredit(): Promise<InstalmentCredit> {
  const stored: unknown = (await get(ref(db(), INSTALMENT_CREDIT_SETTINGS_PATH))).val();
  const parsed = InstalmentCreditSettingsSchema.safeParse(stored ?? {});
  return instalmentCreditWith(parsed.success ? parsed.data : null);
}
