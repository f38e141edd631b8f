// promotion_banner: the one code the shop shows to every visitor (public read, functions write),
// always with its conditions (a code offered to everyone must say what it takes). Set when an
// active code with a banner text is saved; removed when that code is paused or loses its text.
import type { Promotion } from '@fohzshop/shared/schemas/promotion';
import { PROMOTION_BANNER } from '@fohzshop/shared/schemas/promotion';
import { promotionConditions } from '@fohzshop/shared/promotions/evaluate';
import { ref } from '../core/db.js';
import { isStoredObject } from '../core/stored-value.js';

export async function syncPromotionBanner(promo: Promotion): Promise<void> {
  const banner = ref(PROMOTION_BANNER);
  if (!promo.paused && promo.banner !== '') {
    await banner.set({
      code: promo.code,
      text: promo.banner,
      conditions: promotionConditions(promo),
      ...(promo.starts_at && { starts_at: promo.starts_at }),
      ...(promo.ends_at && { ends_at: promo.ends_at }),
    });
    return;
  }
  // null may be the SDK's empty cache: a no-op write the server re-checks with its value.
  await banner.transaction((current: unknown) =>
    current === null || (isStoredObject(current) && current.code === promo.code) ? null : undefined,
  );
}
