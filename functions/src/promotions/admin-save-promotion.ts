// adminSavePromotion: creates a code (refused if it exists, whatever its case) or replaces one,
// in a transaction on promotions/{code}; its creation date and its live usage
// (promotion_uses/{code}) are kept. adminSetPromotionPaused: « Mettre en pause » / « Réactiver ».
import {
  adminSavePromotion as saveContract,
  adminSetPromotionPaused as pauseContract,
} from '@fohzshop/shared/contracts/promotions';
import { normalizePromotionCode, PromotionSchema } from '@fohzshop/shared/schemas/promotion';
import { PROMOTION_MESSAGES } from '@fohzshop/shared/promotions/messages';
import { callable } from '../core/callable.js';
import { ref, withoutUndefined } from '../core/db.js';
import { fail } from '../core/errors.js';
import { fieldOf, isStoredObject } from '../core/stored-value.js';
import { parsePromotion, promotionPath } from './promotion-records.js';
import { syncPromotionBanner } from './promotion-banner.js';

const M = PROMOTION_MESSAGES;

/** The stored code's creation date, kept by a replacement (a malformed one: replaced by now). */
const createdAtOf = (current: unknown, now: string): string => {
  const created = PromotionSchema.shape.created_at.safeParse(fieldOf(current, 'created_at'));
  return created.success ? created.data : now;
};

export const adminSavePromotion = callable(
  saveContract,
  async ({ promotion, create }) => {
    const at = new Date().toISOString();
    let refusal: string | null = null;
    const result = await ref(promotionPath(promotion.code)).transaction((current: unknown) => {
      refusal = null;
      if (create && current !== null) return void (refusal = M.exists(promotion.code));
      if (!create && current === null) return null; // the server re-checks; absent: not found
      // The whole code is parsed after the commit, never in here: a throw escapes the retries.
      return withoutUndefined({
        ...promotion,
        created_at: createdAtOf(current, at),
        updated_at: at,
      });
    });
    if (refusal) throw fail('already-exists', refusal);
    const saved = parsePromotion(result.snapshot.val(), promotion.code);
    if (!result.committed || !saved) throw fail('not-found', M.notFound);
    await syncPromotionBanner(saved);
    return { code: saved.code };
  },
  { failureMessage: M.saveFailed },
);

export const adminSetPromotionPaused = callable(
  pauseContract,
  async ({ code, paused }) => {
    const key = normalizePromotionCode(code);
    const result = await ref(promotionPath(key)).transaction((current: unknown) =>
      // A stored value that is not a code is left as it is (read as not found below).
      isStoredObject(current)
        ? { ...current, paused, updated_at: new Date().toISOString() }
        : current === null
          ? null
          : undefined,
    );
    const saved = parsePromotion(result.snapshot.val(), key);
    if (!saved) throw fail('not-found', M.notFound);
    await syncPromotionBanner(saved);
    return { ok: true as const };
  },
  { failureMessage: M.saveFailed },
);
