// The demo catalogue as RTDB records, keyed by product_id.
import {
  cardOf,
  compatiblePartEntries,
  type StoredCard,
} from '@fohzshop/shared/catalog/product-card';
import type { Product } from '@fohzshop/shared/schemas/product';
import { COMPETITION_PARTS } from './catalog/competition-parts';
import { COMPETITION_PART, SCOOTER, SPARE_PART, toProduct } from './catalog/entry';
import { SCOOTERS } from './catalog/scooters';
import { SPARE_PARTS } from './catalog/spare-parts';
import { withSeedReference } from './price-history';
import { withSafety } from './catalog/safety';

/**
 * Builds the catalogue with dates relative to `now`, so 'Nouveauté' labels exist after any
 * seeding, and the reference prices its seeded price history justifies (price-history.ts).
 */
export function buildProducts(now: Date): Record<string, Product> {
  const products = [
    ...SCOOTERS.map((entry) => withSafety(toProduct(entry, SCOOTER, now))),
    ...SPARE_PARTS.map((entry) => withSafety(toProduct(entry, SPARE_PART, now), entry.pictogram)),
    ...COMPETITION_PARTS.map((entry) =>
      withSafety(toProduct(entry, COMPETITION_PART, now), entry.pictogram),
    ),
  ].map((product) => withSeedReference(product, now));
  return Object.fromEntries(products.map((product) => [product.product_id, product]));
}

/** The public cards of a catalogue (product_cards/{id}), as the functions keep them. */
export function buildProductCards(products: Record<string, Product>): Record<string, StoredCard> {
  return Object.fromEntries(Object.entries(products).map(([id, product]) => [id, cardOf(product)]));
}

/** compatible_parts of a catalogue ({scooter: {part: views}}), as the functions keep it. */
export function buildCompatibleParts(
  products: Record<string, Product>,
): Record<string, Record<string, number>> {
  const index: Record<string, Record<string, number>> = {};
  for (const product of Object.values(products))
    for (const [path, views] of Object.entries(compatiblePartEntries(product))) {
      const [, scooterId, partId] = path.split('/') as [string, string, string];
      (index[scooterId] ??= {})[partId] = views;
    }
  return index;
}
