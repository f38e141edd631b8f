// The demo catalogue as RTDB records, keyed by product_id.
import type { Product } from '@fohzshop/shared/schemas/product';
import { COMPETITION_PARTS } from './catalog/competition-parts';
import { COMPETITION_PART, SCOOTER, SPARE_PART, toProduct } from './catalog/entry';
import { SCOOTERS } from './catalog/scooters';
import { SPARE_PARTS } from './catalog/spare-parts';

/** Builds the catalogue with dates relative to `now`, so 'Nouveauté' labels exist after any seeding. */
export function buildProducts(now: Date): Record<string, Product> {
  const products = [
    ...SCOOTERS.map((entry) => toProduct(entry, SCOOTER, now)),
    ...SPARE_PARTS.map((entry) => toProduct(entry, SPARE_PART, now)),
    ...COMPETITION_PARTS.map((entry) => toProduct(entry, COMPETITION_PART, now)),
  ];
  return Object.fromEntries(products.map((product) => [product.product_id, product]));
}
