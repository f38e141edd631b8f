// Random valid products (every field of ProductSchema, texts full of what a CSV file makes
// hard: « ; », quotes, line breaks, « | », « \ », formula characters, apostrophes), for the
// property tests of the catalogue file.
import fc from 'fast-check';
import { toCents } from '../money';
import { needsSafetyInfo } from '../catalog/product-safety';
import { BRANDS, PRODUCT_TYPES, type Product } from '../schemas/product';
import type { ProductSafety, SafetyParty } from '../schemas/product-safety';

const TRICKY = [
  ';',
  '"',
  '\n',
  '\r\n',
  '|',
  '\\',
  '=',
  '+',
  '-',
  '@',
  "'",
  '\t',
  ',',
  'é',
  'ō',
  ' ',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGH0123456789'.split('');

/** A trimmed text of min–max characters (trim as the schemas do). */
export const text = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .string({ unit: fc.constantFrom(...LETTERS, ...TRICKY), maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length >= min && s.length <= max);

const euros = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const decimal = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);
const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const iso = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

const party = (country: fc.Arbitrary<string>): fc.Arbitrary<SafetyParty> =>
  fc.record({
    name: text(1, 40),
    address: text(5, 60),
    email: fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(fr|com)$/),
    country,
  });

const safety: fc.Arbitrary<ProductSafety> = fc
  .record({
    manufacturer: party(fc.constantFrom('FR', 'DE', 'KR', 'CN')),
    eu: party(fc.constantFrom('FR', 'IT')),
    model: text(1, 30),
    reference: text(1, 30),
    ean: fc.option(fc.stringMatching(/^\d{13}$/), { nil: undefined }),
    warnings: fc.array(text(1, 60), { minLength: 1, maxLength: 4 }),
  })
  .map(({ manufacturer, eu, ean, ...rest }) => ({
    manufacturer,
    ...(['KR', 'CN'].includes(manufacturer.country) && { eu_responsible: eu }),
    ...(ean !== undefined && { ean }),
    ...rest,
  }));

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** A product as the catalogue stores it, valid for ProductSchema and for admin input. */
export const validProduct: fc.Arbitrary<Product> = fc
  .record({
    product_id: id,
    name: text(1, 60),
    description: fc.oneof(fc.constant(''), text(0, 200)),
    type: fc.constantFrom(...PRODUCT_TYPES),
    brand: fc.constantFrom(...BRANDS),
    price: euros(10_000),
    old_price: optional(euros(10_000)),
    reference_price: optional(euros(10_000)),
    stock: fc.integer({ min: 0, max: 1_000_000 }),
    backorder: optional(fc.boolean()),
    images: fc.array(
      fc.oneof(
        id.map((name) => `/images/${name}.webp`),
        id.map((name) => `https://cdn.example.fr/a|b/${name}.webp?x=1;y=2`),
      ),
      { maxLength: 4 },
    ),
    specs: optional(
      fc.record(
        {
          power_w: fc.integer({ min: 0, max: 100_000 }),
          battery_v: decimal(200),
          battery_ah: decimal(500),
          range_km: decimal(1000),
          top_speed_kmh: decimal(200),
          weight_kg: decimal(500),
          tyre_size: text(1, 40),
          brakes: text(1, 60),
          suspension: text(1, 60),
        },
        { requiredKeys: ['power_w'] },
      ),
    ),
    compatible_with: optional(fc.array(id, { minLength: 1, maxLength: 4 })),
    safety: optional(safety),
    eco_fee_cents: optional(fc.integer({ min: 0, max: 100_000 })),
    views: fc.nat(),
    created_at: iso,
    updated_at: optional(iso),
  })
  .map((p) => {
    const product = { ...p } as Product;
    // Admin input rule: the fee fits the price.
    if (product.eco_fee_cents !== undefined && product.eco_fee_cents > toCents(product.price))
      product.eco_fee_cents = toCents(product.price);
    for (const key of Object.keys(product) as (keyof Product)[])
      if (product[key] === undefined) delete product[key];
    return product;
  })
  // Admin input rule: scooters and batteries carry their safety block.
  .filter((p) => p.safety !== undefined || !needsSafetyInfo(p));

/** `count` random valid products with distinct ids (for suites that do not depend on fast-check). */
export const sampleProducts = (count: number, seed: number): Product[] => {
  const products = fc.sample(validProduct, { numRuns: count * 2, seed });
  return [...new Map(products.map((p) => [p.product_id, p])).values()].slice(0, count);
};
