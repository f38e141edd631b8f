// settings/shop/instalment_credit alone, read in the browser by the client screens that show an
// instalment offer (cart, checkout): its own small schema, not the rest of the shop settings'.
// Loaded by a dynamic import (shop-queries.ts).
import { get, ref } from 'firebase/database';
import type { InstalmentCredit } from '@fohzshop/shared/instalment-credit';
import {
  INSTALMENT_CREDIT_SETTINGS_PATH,
  instalmentCreditOf,
} from '@fohzshop/shared/schemas/instalment-credit-settings';
import { db } from '@/lib/firebase/database';

/** The stored wording over the defaults; a malformed setting gives the defaults (legal text). */
export async function readInstalmentCredit(): Promise<InstalmentCredit> {
  return instalmentCreditOf((await get(ref(db(), INSTALMENT_CREDIT_SETTINGS_PATH))).val());
}
