// promotion_banner (public): the one code the shop offers to everyone, with its conditions.
import { get, ref } from 'firebase/database';
import {
  PROMOTION_BANNER,
  PromotionBannerSchema,
  type PromotionBanner,
} from '@fohzshop/shared/schemas/promotion-code';
import { db } from '@/lib/firebase/database';

export async function readPromotionBanner(): Promise<PromotionBanner | null> {
  const parsed = PromotionBannerSchema.safeParse((await get(ref(db(), PROMOTION_BANNER))).val());
  return parsed.success ? parsed.data : null;
}
