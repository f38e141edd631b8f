// The promotion code callables, through the one client wrapper (contract-validated, French errors).
import { adminSavePromotion, adminSetPromotionPaused } from '@fohzshop/shared/contracts/promotions';
import type { PromotionInput } from '@fohzshop/shared/schemas/promotion';
import { callFunction } from '@/lib/firebase/call-function';

export const savePromotion = (promotion: PromotionInput, create: boolean) =>
  callFunction(adminSavePromotion, { promotion, create });

export const setPromotionPaused = (code: string, paused: boolean) =>
  callFunction(adminSetPromotionPaused, { code, paused });
