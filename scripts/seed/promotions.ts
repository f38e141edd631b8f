// Demo promotion codes (issue 28): BIENVENUE10, active (10 % from 100 € of basket, one use per
// customer, no end date, shown to every visitor with its conditions), and ETE2026, expired at the
// end of summer 2026 (Paris time). Their counters start empty: promotion_uses is counted live.
import { promotionConditions } from '@fohzshop/shared/promotions/evaluate';
import { parisLocalToIso } from '@fohzshop/shared/promotions/paris-time';
import type { Promotion, PromotionBanner } from '@fohzshop/shared/schemas/promotion';

export function buildPromotions(now: Date): Record<string, Promotion> {
  const at = now.toISOString();
  const noScope = { products: [], brands: [], types: [] };
  return {
    BIENVENUE10: {
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 10,
      min_basket_cents: 10_000,
      scope: noScope,
      max_uses_per_customer: 1,
      first_order_only: false,
      paused: false,
      banner: 'Bienvenue : 10 % de remise avec le code BIENVENUE10',
      created_at: at,
      updated_at: at,
    },
    ETE2026: {
      code: 'ETE2026',
      kind: 'amount',
      value: 5_000,
      min_basket_cents: 50_000,
      scope: { ...noScope, types: ['Trottinette électrique'] },
      starts_at: parisLocalToIso('2026-06-21T00:00')!,
      ends_at: parisLocalToIso('2026-08-31T23:59')!,
      max_uses: 200,
      max_uses_per_customer: 1,
      first_order_only: false,
      paused: false,
      banner: '',
      created_at: at,
      updated_at: at,
    },
  };
}

/** The banner the admin callables would have written for BIENVENUE10 (promotion-banner.ts). */
export function buildPromotionBanner(promotions: Record<string, Promotion>): PromotionBanner {
  const promo = promotions.BIENVENUE10!;
  return { code: promo.code, text: promo.banner, conditions: promotionConditions(promo) };
}
