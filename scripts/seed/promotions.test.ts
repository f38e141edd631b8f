import { describe, expect, it } from 'vitest';
import { promotionStatus } from '@fohzshop/shared/promotions/evaluate';
import { PromotionBannerSchema, PromotionSchema } from '@fohzshop/shared/schemas/promotion';
import { buildSeedData } from './index';

describe('demo promotion codes', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');
  const seed = buildSeedData(now);

  it('BIENVENUE10 is active, ETE2026 expired; both match the schema', () => {
    const codes = Object.entries(seed.promotions).map(([key, raw]) => {
      const promo = PromotionSchema.parse(raw);
      expect(promo.code).toBe(key);
      return [key, promotionStatus(promo, now)];
    });
    expect(Object.fromEntries(codes)).toEqual({ BIENVENUE10: 'active', ETE2026: 'expired' });
    expect(seed.promotions.BIENVENUE10).toMatchObject({
      kind: 'percent',
      value: 10,
      min_basket_cents: 10_000,
      max_uses_per_customer: 1,
    });
    expect(seed.promotions.BIENVENUE10?.ends_at).toBeUndefined();
  });

  it('the banner shows BIENVENUE10 with its conditions', () => {
    const banner = PromotionBannerSchema.parse(seed.promotion_banner);
    expect(banner.conditions).toContain('dès 100,00');
    expect(banner.conditions).toContain('1 utilisation(s) par client');
  });
});
