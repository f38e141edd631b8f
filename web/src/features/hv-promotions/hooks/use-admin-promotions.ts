// Codes and their live usage, and the writes of the « Codes promo » screen (toasts: mutation meta).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '@fohzshop/shared/schemas/promotion';
import { notify } from '@/ui/toaster-store';
import { adminPromotionsQuery, promotionUsesQuery } from '../api/live-promotions';
import { savePromotion, setPromotionPaused } from '../api/promotion-calls';
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
  return useMutation({
    mutationFn: ({ promotion, create }: { promotion: PromotionInput; create: boolean }) =>
      savePromotion(promotion, create),
    meta: { successMessage: M.saved, errorMessage: M.saveFailed },
  });
}

export function useSetPromotionPaused() {
  return useMutation({
    mutationFn: ({ code, paused }: { code: string; paused: boolean }) =>
      setPromotionPaused(code, paused),
    meta: { errorMessage: M.saveFailed },
    onSuccess: (_data, { paused }) => notify.success(paused ? M.paused : M.resumed),
  });
}
