// Codes and their live usage, and the writes of the « Codes promo » screen (toasts: mutation meta).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSavePromotion, adminSetPromotionPaused } from '@fohzshop/shared/contracts/promotions';
import type { Promotion } from '@fohzshop/shared/schemas/promotion';
import { useCallable } from '@/lib/callable/use-callable';
import { notify } from '@/ui/toaster-store';
import { adminPromotionsQuery, promotionUsesQuery } from '../api/live-promotions';
import { HV_PROMOTION_MESSAGES as M } from '../lib/messages';

const NONE: Promotion[] = [];
const NO_USES: Record<string, number> = {};

export function useAdminPromotions() {
  const client = useQueryClient();
  const promotions = useQuery(adminPromotionsQuery(client));
  const uses = useQuery(promotionUsesQuery(client));
  return {
    promotions: promotions.data ?? NONE,
    uses: uses.data ?? NO_USES,
    isLoading: promotions.isPending,
  };
}

export function useSavePromotion() {
  return useCallable(adminSavePromotion, { success: M.saved, error: M.saveFailed });
}

export function useSetPromotionPaused() {
  return useCallable(
    adminSetPromotionPaused,
    { error: M.saveFailed },
    { onSuccess: (_data, { paused }) => notify.success(paused ? M.paused : M.resumed) },
  );
}
