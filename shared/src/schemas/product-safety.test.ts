// GPSR information: required for scooters and batteries, an EU responsible person for a maker
// outside the EU; the éco-participation included in the price, summed in cents for the order.
import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../cart-totals';
import { isBattery, needsSafetyInfo } from '../catalog/product-safety';
import { ecoFeeText, invoiceTotals } from '../invoice';
import { orderContent } from '../order-content';
import { formatZodError } from '../zod-messages';
import { ProductInputSchema, ProductSchema, type Product } from './product';
import { SAMPLE_SAFETY } from '../test-support/product-safety';

const SAFETY = SAMPLE_SAFETY;

const scooter = {
  name: 'Dualtron Thunder 3',
  description: '',
  brand: 'Dualtron' as const,
  type: 'Trottinette électrique' as const,
  price: 4290,
  stock: 2,
  images: [],
};

const issues = (value: unknown) => ProductInputSchema.safeParse(value).error?.issues ?? [];

describe('safety information in the product schema', () => {
  it('refuses a scooter without it, with a French message naming the regulation', () => {
    const result = ProductInputSchema.safeParse(scooter);
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toContain('règlement GPSR');
    expect(issues(scooter)[0]?.path).toEqual(['safety']);
  });

  it('refuses a battery without it, and accepts another part without it', () => {
    const part = { ...scooter, type: 'Pièce détachée' as const, price: 599 };
    expect(issues({ ...part, name: 'Batterie de rechange Kaabo 60 V 25 Ah' })).toHaveLength(1);
    expect(issues({ ...part, name: 'Chargeur 67,2 V 2 A pour batteries 60 V' })).toEqual([]);
  });

  it('accepts a complete block, and asks for an EU responsible person for a maker outside the EU', () => {
    expect(issues({ ...scooter, safety: SAFETY })).toEqual([]);
    const { eu_responsible: _, ...withoutEuPerson } = SAFETY;
    expect(issues({ ...scooter, safety: withoutEuPerson })[0]?.path).toEqual([
      'safety',
      'eu_responsible',
    ]);
    const madeInEu = {
      ...withoutEuPerson,
      manufacturer: { ...SAFETY.manufacturer, country: 'DE' },
    };
    expect(issues({ ...scooter, safety: madeInEu })).toEqual([]);
    const outside = { ...SAFETY, eu_responsible: { ...SAFETY.eu_responsible!, country: 'CN' } };
    expect(issues({ ...scooter, safety: outside })[0]?.message).toContain('Union européenne');
  });

  it('refuses warnings missing, a bad EAN and an éco-participation above the price', () => {
    expect(issues({ ...scooter, safety: { ...SAFETY, warnings: [] } })).toHaveLength(1);
    expect(issues({ ...scooter, safety: { ...SAFETY, ean: '12345' } })[0]?.message).toContain(
      'EAN',
    );
    expect(issues({ ...scooter, safety: { ...SAFETY, ean: '8809123456789' } })).toEqual([]);
    const fee = issues({ ...scooter, safety: SAFETY, eco_fee_cents: 429_001 });
    expect(fee[0]?.path).toEqual(['eco_fee_cents']);
  });

  it('reads a stored product with a broken block without hiding it', () => {
    const stored = { ...scooter, product_id: 'p', views: 0, created_at: '2026-01-01T00:00:00Z' };
    const parsed = ProductSchema.parse({ ...stored, safety: { model: 1 }, eco_fee_cents: -3 });
    expect(parsed.safety).toBeUndefined();
    expect(parsed.eco_fee_cents).toBeUndefined();
    expect(ProductSchema.parse({ ...stored, safety: SAFETY }).safety).toEqual(SAFETY);
  });
});

describe('batteries in the catalogue', () => {
  it('are the parts named « Batterie … », whatever the case or accents', () => {
    const part = (name: string) => ({ type: 'Pièce compétition', name });
    expect(isBattery(part('Batterie compétition 84 V 40 Ah Samsung 50S'))).toBe(true);
    expect(isBattery(part('BATTERIE de rechange InMotion'))).toBe(true);
    expect(isBattery(part('Écran LCD : niveau de batterie'))).toBe(false);
    expect(needsSafetyInfo({ type: 'Trottinette électrique', name: 'Kaabo Mantis' })).toBe(true);
    expect(needsSafetyInfo(part('Pneu 10 pouces'))).toBe(false);
  });
});

describe('éco-participation', () => {
  const product = (id: string, price: number, eco?: number): Product => ({
    ...scooter,
    product_id: id,
    price,
    views: 0,
    created_at: '2026-01-01T00:00:00Z',
    ...(eco !== undefined && { eco_fee_cents: eco }),
  });

  it('is summed per unit in cents, included in the items total, and kept on the order', () => {
    const totals = computeCartTotals(
      { a: { quantity: 2 }, b: { quantity: 1 } },
      { a: product('a', 1999.9, 750), b: product('b', 24.9) },
    );
    expect(totals.ecoFeeCents).toBe(1500);
    expect(totals.itemsCents).toBe(402_470); // unchanged: the fee is included
    const content = orderContent(totals);
    expect(content.totals.eco_fee).toBe(15);
    expect(content.items[0]?.eco_fee).toBe(7.5);
    expect(content.items[1]).not.toHaveProperty('eco_fee');
    expect(invoiceTotals(content.totals).ecoFeeCents).toBe(1500);
  });

  it('reads « dont éco-participation : X € », and nothing without any', () => {
    expect(ecoFeeText(1500)).toBe('dont éco-participation : 15,00\u00A0€');
    expect(ecoFeeText(0)).toBeNull();
    expect(
      orderContent(computeCartTotals({ b: { quantity: 1 } }, { b: product('b', 9.9) })).totals,
    ).not.toHaveProperty('eco_fee');
  });
});
