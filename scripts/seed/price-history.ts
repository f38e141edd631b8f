// The demo's price history (price_history/{product_id}/{push_id}: {price_cents, at}), written with
// the same shared logic as the functions (shared/src/catalog/price-history.ts), so every demo
// promotion is lawful (L112-1-1): a product has had its price since it was created; a promoted
// one was sold at its old_price from its creation until its reduction began — half its age ago,
// at most 10 days ago — so old_price is the lowest price of the 30 days before the reduction.
// Its reference_price is then set as the server would set it.
import { lawfulReduction, type PriceChange } from '@fohzshop/shared/catalog/price-history';
import { fromCents, toCents } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';
import { createRandom } from './large/prng';
import { pushId } from './large/push-id';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo reductions began at most this many days before seeding. */
const REDUCTION_AGE_DAYS = 10;

/** The price changes of one demo product, oldest first. */
export function seedPriceChanges(product: Product, now: Date): PriceChange[] {
  const created = Math.min(Date.parse(product.created_at), now.getTime());
  const price = toCents(product.price);
  if (product.old_price === undefined) return [{ price_cents: price, at: created }];
  const start = Math.max(
    created + Math.floor((now.getTime() - created) / 2),
    now.getTime() - REDUCTION_AGE_DAYS * DAY_MS,
  );
  return [
    { price_cents: toCents(product.old_price), at: created },
    { price_cents: price, at: start },
  ];
}

/** price_history/{id} of one demo product, keyed like push ids (in time order). */
export function seedPriceHistory(product: Product, now: Date): Record<string, PriceChange> {
  const rand = createRandom(product.product_id.length);
  return Object.fromEntries(
    seedPriceChanges(product, now).map((change) => [pushId(change.at, rand), change]),
  );
}

/** The product with the reference_price its seeded history justifies (none when it is not reduced). */
export function withSeedReference(product: Product, now: Date): Product {
  const { reference_price: _previous, ...rest } = product;
  const reduction = lawfulReduction(
    seedPriceChanges(product, now),
    toCents(product.price),
    now.getTime(),
  );
  return reduction ? { ...rest, reference_price: fromCents(reduction.reference_cents) } : rest;
}

/** price_history of a whole catalogue ({id: history}). */
export function buildPriceHistory(
  products: Record<string, Product>,
  now: Date,
): Record<string, Record<string, PriceChange>> {
  return Object.fromEntries(
    Object.entries(products).map(([id, product]) => [id, seedPriceHistory(product, now)]),
  );
}
