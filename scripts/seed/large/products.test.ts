// The generated catalogue must pass the same schema as every product, fit real demo scooters
// and exercise what the shop shows (labels, stock states), without displacing the demo's labels.
import { bestSellerIds, isHeavilyDiscounted, isNew } from '@fohzshop/shared/catalog/labels';
import { toCents } from '@fohzshop/shared/money';
import { BRANDS, PRODUCT_TYPES, ProductSchema } from '@fohzshop/shared/schemas/product';
import { describe, expect, it } from 'vitest';
import { shopPrice } from './catalogue-shape';
import { DEMO_PRODUCTS, NOW, buildTestSeed } from './test-seed';

const { products } = buildTestSeed();

/** x,90 € / x9 € / x90 €, like every demo price (14,90 €, 79 €, 189 €, 1 490 €). */
const isShopShaped = (price: number): boolean => {
  const cents = toCents(price);
  return cents % 100 === 90 || cents % 1000 === 900 || cents % 10_000 === 9000;
};
const demoIds = new Set(DEMO_PRODUCTS.map((p) => p.product_id));
const scooterIds = new Set(
  DEMO_PRODUCTS.filter((p) => p.type === 'Trottinette électrique').map((p) => p.product_id),
);

describe('generated products', () => {
  it('are exactly as many as asked, each valid under ProductSchema', () => {
    expect(products).toHaveLength(5000);
    // One assertion over the whole list: 10,000 expect() calls took seconds on a busy machine.
    const invalid = products.flatMap((product) => {
      const issues = ProductSchema.safeParse(product).error?.issues;
      const badId = !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.product_id);
      return issues || badId ? [{ id: product.product_id, issues, badId }] : [];
    });
    expect(invalid).toEqual([]);
  });

  it('have ids and names of their own, distinct from the demo catalogue', () => {
    const ids = products.map((p) => p.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => demoIds.has(id))).toEqual([]);
    const names = [...products, ...DEMO_PRODUCTS].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are mostly parts, cover every type and brand, and reuse the demo illustrations', () => {
    const parts = products.filter((p) => p.type !== 'Trottinette électrique');
    expect(parts.length / products.length).toBeGreaterThan(0.9);
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(products.map((p) => p.brand))).toEqual(new Set(BRANDS));
    const demoImages = new Set(DEMO_PRODUCTS.flatMap((p) => p.images));
    for (const product of products)
      for (const image of product.images) expect(demoImages, product.product_id).toContain(image);
  });

  it('give parts demo scooters to fit, and scooters a spec sheet', () => {
    for (const product of products) {
      if (product.type === 'Trottinette électrique') {
        expect(product.specs?.battery_v, product.product_id).toBeGreaterThan(0);
        continue;
      }
      expect(product.compatible_with?.length, product.product_id).toBeGreaterThan(0);
      for (const id of product.compatible_with ?? []) expect(scooterIds).toContain(id);
    }
  });

  it('carry shop-shaped prices, discounts, ruptures and « sur commande »', () => {
    for (const product of products) {
      expect(isShopShaped(product.price), `${product.product_id} ${product.price}`).toBe(true);
      if (product.old_price !== undefined) expect(product.old_price).toBeGreaterThan(product.price);
    }
    const share = (test: (p: (typeof products)[number]) => boolean) =>
      products.filter(test).length / products.length;
    expect(share((p) => p.old_price !== undefined)).toBeGreaterThan(0.1);
    expect(share(isHeavilyDiscounted)).toBeGreaterThan(0.01);
    expect(share((p) => isNew(p, NOW))).toBeGreaterThan(0.005);
    expect(share((p) => p.stock === 0 && p.backorder === true)).toBeGreaterThan(0.02);
    expect(share((p) => p.stock === 0 && !p.backorder)).toBeGreaterThan(0.02);
    expect(share((p) => p.stock > 20)).toBeGreaterThan(0.3);
  });

  it('leave the demo best sellers in place', () => {
    expect(bestSellerIds([...DEMO_PRODUCTS, ...products])).toEqual(bestSellerIds(DEMO_PRODUCTS));
  });
});

describe('shopPrice', () => {
  it('ends prices like the demo catalogue does', () => {
    for (const product of DEMO_PRODUCTS)
      expect(isShopShaped(product.price), product.name).toBe(true);
    expect(shopPrice(34.12)).toBe(34.9);
    expect(shopPrice(0.2)).toBe(0.9);
    expect(shopPrice(187)).toBe(189);
    expect(shopPrice(1512)).toBe(1490);
  });
});
