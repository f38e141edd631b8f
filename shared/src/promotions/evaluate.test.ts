import { describe, expect, it } from 'vitest';
import { adminSetPromotionPaused } from '../contracts/promotions';
import { parseRequest } from '../contracts/define';
import { PromotionInputSchema, type Promotion } from '../schemas/promotion';
import { applyPromotion, promotionConditions, promotionStatus, usageRefusal } from './evaluate';
import { parisLocal, parisLocalToIso } from './paris-time';

const base: Promotion = {
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 10,
  min_basket_cents: 10_000,
  scope: { products: [], brands: [], types: [] },
  max_uses_per_customer: 1,
  first_order_only: false,
  paused: false,
  banner: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const line = (amountCents: number, brand = 'Dualtron', type = 'Pièce détachée') => ({
  product_id: `p-${amountCents}`,
  brand,
  type,
  amountCents,
});
const now = new Date('2026-11-28T12:00:00Z');

describe('applyPromotion', () => {
  it('10 % from 100 €: spread over the lines', () => {
    expect(applyPromotion(base, [line(12_000), line(3_001)], now)).toEqual({
      code: 'BIENVENUE10',
      discountCents: 1_500,
      lineDiscounts: [1_200, 300],
    });
  });

  it('each refusal has its reason and French message', () => {
    const refusal = (promo: Promotion | null, lines = [line(12_000)]) => {
      const result = applyPromotion(promo, lines, now);
      return 'refusal' in result ? [result.refusal, result.message] : null;
    };
    expect(refusal(null)?.[0]).toBe('unknown');
    expect(refusal({ ...base, paused: true })?.[0]).toBe('paused');
    expect(refusal({ ...base, starts_at: '2026-12-01T00:00:00.000Z' })).toEqual([
      'not_yet_valid',
      'Ce code promo n’est pas encore valable : il le sera à partir du 01/12/2026 à 01:00.',
    ]);
    expect(refusal({ ...base, ends_at: '2026-08-31T21:59:00.000Z' })).toEqual([
      'expired',
      'Ce code promo a expiré le 31/08/2026 à 23:59.',
    ]);
    expect(refusal(base, [line(9_999)])?.[1]).toBe(
      'Ce code promo s’applique à partir de 100,00\u00a0€ d’achats (votre panier : 99,99\u00a0€).',
    );
    expect(refusal({ ...base, scope: { products: [], brands: ['Kaabo'], types: [] } })?.[0]).toBe(
      'not_eligible',
    );
  });

  it('a fixed amount never takes the eligible lines below zero, nor the order below 1 €', () => {
    const promo: Promotion = { ...base, kind: 'amount', value: 50_000 };
    delete promo.min_basket_cents;
    const scoped: Promotion = { ...promo, scope: { products: [], brands: ['Kaabo'], types: [] } };
    expect(applyPromotion(scoped, [line(12_000), line(8_000, 'Kaabo')], now)).toMatchObject({
      discountCents: 8_000,
      lineDiscounts: [0, 8_000],
    });
    expect(applyPromotion(promo, [line(12_000), line(8_000, 'Kaabo')], now)).toMatchObject({
      discountCents: 19_900,
      lineDiscounts: [11_940, 7_960],
    });
  });

  it('usage: used up, first order only, already used', () => {
    const limits = { max_uses: 3, max_uses_per_customer: 1, first_order_only: true };
    expect(usageRefusal(limits, { total: 3, customer: 0, earlierOrders: 0 })?.refusal).toBe(
      'used_up',
    );
    expect(usageRefusal(limits, { total: 0, customer: 0, earlierOrders: 1 })?.refusal).toBe(
      'first_order_only',
    );
    expect(usageRefusal(limits, { total: 0, customer: 1, earlierOrders: 0 })?.refusal).toBe(
      'already_used',
    );
    expect(usageRefusal(limits, { total: 2, customer: 0, earlierOrders: 0 })).toBeNull();
  });

  it('status and conditions', () => {
    expect(promotionStatus(base, now)).toBe('active');
    expect(promotionStatus({ ...base, ends_at: '2026-09-01T00:00:00Z' }, now)).toBe('expired');
    expect(promotionStatus({ ...base, paused: true }, now)).toBe('paused');
    expect(promotionConditions(base)).toContain('10 % de remise avec le code BIENVENUE10');
    expect(promotionConditions(base)).toContain('dès 100,00');
  });
});

describe('Paris time', () => {
  it('wall clock ↔ instant, summer and winter', () => {
    expect(parisLocalToIso('2026-08-31T23:59')).toBe('2026-08-31T21:59:00.000Z');
    expect(parisLocalToIso('2026-12-01T00:00')).toBe('2026-11-30T23:00:00.000Z');
    expect(parisLocal('2026-03-29T01:30:00Z')).toBe('2026-03-29T03:30');
    expect(parisLocalToIso('2026-02-30T10:00')).toBeUndefined();
  });
});

describe('PromotionInputSchema', () => {
  it('codes are case-insensitive: stored upper-case', () => {
    const parsed = PromotionInputSchema.parse({
      code: ' bienvenue10 ',
      kind: 'percent',
      value: 10,
    });
    expect(parsed.code).toBe('BIENVENUE10');
    expect(PromotionInputSchema.safeParse({ code: 'X', kind: 'percent', value: 10 }).success).toBe(
      false,
    );
    expect(
      PromotionInputSchema.safeParse({ code: 'ABC', kind: 'percent', value: 120 }).success,
    ).toBe(false);
  });
});

describe('adminSetPromotionPaused', () => {
  it('takes a code of the stored form only (never a path outside promotions/)', () => {
    expect(parseRequest(adminSetPromotionPaused, { code: 'a$b', paused: false }).ok).toBe(false);
    expect(parseRequest(adminSetPromotionPaused, { code: 'ete2026', paused: true })).toEqual({
      ok: true,
      data: { code: 'ETE2026', paused: true },
    });
  });
});
