// What a generated order holds and when it was placed: one to four parts (several units of the
// cheap ones), sometimes a scooter, at a time of day when people shop.
import type { Product } from '@fohzshop/shared/schemas/product';
import type { Random } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

export type Catalogue = { scooters: readonly Product[]; parts: readonly Product[] };

/**
 * Over the last 365 days, the shop growing: recent months weigh about twice the oldest, and a
 * busy last three days (3 % of the orders) leaves the Hyperviseur work in progress to handle.
 */
export function orderTime(rand: Random, nowMs: number): number {
  for (;;) {
    const age = rand.chance(0.03) ? (rand.next() * 3) / 365 : rand.next();
    if (rand.next() * 1.4 < 1.4 - age * 0.7) {
      const day = nowMs - Math.floor(age * 365) * DAY_MS;
      const dayStart = day - (day % DAY_MS);
      // Orders come in between 06:00 and 22:00 UTC.
      const at = dayStart + (6 * 60 + rand.int(0, 16 * 60)) * MINUTE_MS + rand.int(0, 59_999);
      if (at <= nowMs) return at;
    }
  }
}

export function pickLines(catalogue: Catalogue, rand: Random) {
  const lines = new Map<string, { product: Product; quantity: number }>();
  if (rand.chance(0.08)) {
    const scooter = rand.pick(catalogue.scooters);
    lines.set(scooter.product_id, { product: scooter, quantity: 1 });
  }
  const partCount = rand.weighted([
    [1, 55],
    [2, 28],
    [3, 12],
    [4, 5],
  ] as const);
  for (const product of rand.sample(catalogue.parts, partCount)) {
    const quantity = product.price < 30 ? rand.int(1, 4) : product.price < 100 ? rand.int(1, 2) : 1;
    lines.set(product.product_id, { product, quantity });
  }
  return [...lines.values()];
}
