// The demo data must satisfy the same schemas the functions and the SPA enforce.
import { cardOf } from '@fohzshop/shared/catalog/product-card';
import {
  judgeOldPrice,
  lastRecordedPrice,
  priceChangesOf,
} from '@fohzshop/shared/catalog/price-history';
import { toCents } from '@fohzshop/shared/money';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { isBattery } from '@fohzshop/shared/catalog/product-safety';
import {
  BRANDS,
  PRODUCT_TYPES,
  ProductInputSchema,
  ProductSchema,
} from '@fohzshop/shared/schemas/product';
import { ProductSafetySchema } from '@fohzshop/shared/schemas/product-safety';
import { ReviewSchema, ReviewStatsSchema } from '@fohzshop/shared/schemas/review';
import { ShopSettingsSchema } from '@fohzshop/shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from './index';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const seed = buildSeedData(NOW);
const products = Object.values(seed.products);

describe('seed products', () => {
  it('are at least 40 and each one parses with ProductSchema under its own key', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const [key, product] of Object.entries(seed.products)) {
      const parsed = ProductSchema.safeParse(product);
      expect(parsed.error?.issues, key).toBeUndefined();
      expect(product.product_id).toBe(key);
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('each carry their GPSR safety information, and could be saved as they are by an admin', () => {
    // reference_price is the server's (price history), like views and the dates.
    for (const {
      product_id,
      views: _v,
      created_at: _c,
      updated_at: _u,
      ...withReference
    } of products) {
      const { reference_price: _r, ...input } = withReference;
      expect(ProductSafetySchema.safeParse(input.safety).error?.issues, product_id).toBeUndefined();
      expect(ProductInputSchema.safeParse(input).error?.issues, product_id).toBeUndefined();
      expect(input.safety?.warnings.length, product_id).toBeGreaterThan(0);
    }
    const scooters = products.filter((p) => p.type === 'Trottinette électrique');
    for (const scooter of scooters) {
      // The four scooter brands are made outside the EU (the shop's own brand is made in France).
      if (scooter.brand !== 'FōhzShop')
        expect(scooter.safety?.eu_responsible?.country, scooter.product_id).toBe('FR');
      expect(scooter.eco_fee_cents, scooter.product_id).toBeGreaterThan(0);
    }
    expect(products.filter((p) => isBattery(p)).map((p) => p.eco_fee_cents)).not.toContain(
      undefined,
    );
  });

  it('cover every type and every brand', () => {
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(products.map((p) => p.brand))).toEqual(new Set(BRANDS));
  });

  it('give scooters a full spec sheet and parts existing scooter ids', () => {
    const scooterIds = new Set(
      products.filter((p) => p.type === 'Trottinette électrique').map((p) => p.product_id),
    );
    for (const product of products) {
      if (product.type === 'Trottinette électrique') {
        expect(Object.keys(product.specs ?? {}).sort(), product.product_id).toHaveLength(9);
      } else {
        expect(product.compatible_with?.length, product.product_id).toBeGreaterThan(0);
        for (const id of product.compatible_with ?? [])
          expect(scooterIds, product.product_id).toContain(id);
      }
    }
  });

  it('exercise every label and stock state the shop shows', () => {
    const isNew = (p: (typeof products)[number]) =>
      NOW.getTime() - Date.parse(p.created_at) < 7 * DAY_MS;
    const bigDiscount = products.filter(
      (p) => p.old_price !== undefined && p.old_price - p.price > p.price / 2,
    );
    expect(products.filter(isNew).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => !isNew(p)).length).toBeGreaterThan(products.length / 2);
    expect(bigDiscount.length).toBeGreaterThanOrEqual(2);
    expect(
      products.filter((p) => p.old_price !== undefined && !bigDiscount.includes(p)).length,
    ).toBeGreaterThan(0);
    expect(products.some((p) => p.views === 0)).toBe(true);
    expect(products.some((p) => p.stock === 0 && p.backorder)).toBe(true);
    expect(products.some((p) => p.stock === 0 && !p.backorder)).toBe(true);
    for (const p of products)
      if (p.old_price !== undefined) expect(p.old_price, p.product_id).toBeGreaterThan(p.price);
  });
});

describe('seed product cards', () => {
  it('hold exactly the card of each product, as the functions compute it from the stored record', () => {
    // JSON round trip: what the database keeps (undefined fields dropped).
    const stored = JSON.parse(JSON.stringify(seed.products)) as Record<string, unknown>;
    const expected = Object.fromEntries(
      Object.entries(stored).map(([id, raw]) => [id, cardOf(parseStoredProduct(raw, id)!)]),
    );
    expect(JSON.parse(JSON.stringify(seed.product_cards))).toEqual(expected);
  });
});

describe('seed reviews and settings', () => {
  it('parse with the shared schemas', () => {
    for (const review of Object.values(seed.reviews)) {
      expect(ReviewSchema.safeParse(review).error?.issues, review.review_id).toBeUndefined();
    }
    expect(ReviewStatsSchema.safeParse(seed.review_stats).error?.issues).toBeUndefined();
    expect(ShopSettingsSchema.safeParse(seed.settings.shop).error?.issues).toBeUndefined();
  });

  it('hold about a dozen reviews with exactly one awaiting moderation, linked to real products', () => {
    const reviews = Object.values(seed.reviews);
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(reviews.filter((r) => r.status === 'pending')).toHaveLength(1);
    for (const review of reviews)
      if (review.product_id) expect(seed.products).toHaveProperty([review.product_id]);
    expect(seed.review_stats.site.count).toBe(
      reviews.filter((r) => r.status === 'published').length,
    );
  });
});

describe('seed price history (L112-1-1)', () => {
  it('records every product’s price and justifies every demo promotion', () => {
    const promoted = products.filter((p) => p.old_price !== undefined);
    expect(promoted.length).toBeGreaterThanOrEqual(5);
    for (const product of products) {
      const id = product.product_id;
      const history = priceChangesOf(seed.price_history[id]);
      expect(lastRecordedPrice(history), id).toBe(toCents(product.price));
      const verdict = judgeOldPrice(
        product.old_price === undefined ? undefined : toCents(product.old_price),
        history,
        toCents(product.price),
        NOW.getTime(),
      );
      expect(verdict.status, id).toBe(product.old_price === undefined ? 'none' : 'shown');
      if (product.old_price !== undefined) {
        expect(product.reference_price, id).toBe(product.old_price);
        expect(seed.product_cards[id]?.o, id).toBe(toCents(product.old_price));
      }
    }
  });
});
