// Typed reads of promotion codes: promotions/{code} parsed with the shared schema (a record that
// does not match is an error naming its path, like core/records.ts), and the refusal of a code as
// the HttpsError the checkout shows at its field (details.reason is stable, the message French).
import {
  PROMOTIONS,
  PromotionSchema,
  normalizePromotionCode,
  PROMOTION_CODE_PATTERN,
  type Promotion,
} from '@fohzshop/shared/schemas/promotion';
import type { Refused } from '@fohzshop/shared/promotions/evaluate';
import { fail } from '../core/errors.js';
import { pathOf, ref } from '../core/db.js';
import { isStoredObject, RecordError } from '../core/records.js';

export const promotionPath = (code: string): string => pathOf(PROMOTIONS, code);

/** A stored promotion, parsed; null when absent. */
export function parsePromotion(raw: unknown, code: string): Promotion | null {
  if (raw === null || raw === undefined) return null;
  const record = isStoredObject(raw) ? { ...raw, code } : raw;
  const result = PromotionSchema.safeParse(record);
  if (!result.success) throw new RecordError(promotionPath(code), result.error);
  return result.data;
}

/** The stored code a customer typed (case-insensitive), or null: unknown, or not a code at all. */
export async function readTypedPromotion(typed: string): Promise<Promotion | null> {
  const code = normalizePromotionCode(typed);
  if (!PROMOTION_CODE_PATTERN.test(code)) return null;
  const raw: unknown = (await ref(promotionPath(code)).once('value')).val();
  return parsePromotion(raw, code);
}

/** The refusal as the error the customer reads (not-found for an unknown code). */
export const promotionRefusal = (refused: Refused) =>
  fail(refused.refusal === 'unknown' ? 'not-found' : 'failed-precondition', refused.message, {
    reason: `promotion_${refused.refusal}`,
  });
