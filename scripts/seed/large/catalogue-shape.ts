// What makes a generated product look like the demo ones: prices ending in ,90 € or 9 €, some
// discounts, varied stock (ruptures, « sur commande »), popularity and dates.
import { fromCents } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';
import { slugify } from '@fohzshop/shared/catalog/slug';
import type { Random } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 34.12 → 34,90 € ; 187 → 189 € ; 1 512 → 1 490 €. Never below 0,90 €. */
export function shopPrice(raw: number): number {
  if (raw < 100) return fromCents(Math.max(0, Math.floor(raw)) * 100 + 90);
  if (raw < 1000) return fromCents((Math.round(raw / 10) * 10 - 1) * 100);
  return fromCents((Math.round(raw / 100) * 100 - 10) * 100);
}

/** A crossed-out price for about one product in five, a « Prix fortement réduit » for a few. */
export function oldPriceFor(price: number, rand: Random): number | undefined {
  const roll = rand.next();
  const factor = roll < 0.03 ? 2.1 + rand.next() / 2 : roll < 0.2 ? 1.12 + rand.next() / 4 : 0;
  if (factor === 0) return undefined;
  const old = shopPrice(price * factor);
  return old > price ? old : undefined;
}

export type StockFields = Pick<Product, 'stock'> & { backorder?: true };

/** Cheap wear parts are stocked by the dozen, batteries and scooters by the unit. */
export function stockFor(price: number, rand: Random): StockFields {
  const roll = rand.next();
  if (roll < 0.1) return rand.chance(0.4) ? { stock: 0, backorder: true } : { stock: 0 };
  if (roll < 0.22) return { stock: rand.int(1, 3) };
  if (price < 50) return { stock: rand.int(10, 150) };
  if (price < 200) return { stock: rand.int(4, 60) };
  return { stock: rand.int(1, 15) };
}

/** Skewed popularity, kept under the demo's best sellers so their labels stay put. */
export const viewsFor = (rand: Random): number =>
  rand.chance(0.35) ? 0 : Math.floor(rand.next() ** 2 * 300);

/** About 1 % « Nouveauté » (last 7 days), the rest over the last two years. */
export function datesFor(now: Date, rand: Random): Pick<Product, 'created_at' | 'updated_at'> {
  const ageDays = rand.chance(0.012) ? rand.next() * 6.5 : 8 + rand.next() * 720;
  const created = now.getTime() - Math.round(ageDays * DAY_MS);
  const updated = rand.chance(0.3)
    ? created + Math.round(rand.next() * (now.getTime() - created))
    : created;
  return {
    created_at: new Date(created).toISOString(),
    updated_at: new Date(updated).toISOString(),
  };
}

/** Unique names and ids across the demo and the generated products. */
export class NameRegistry {
  private readonly names = new Set<string>();
  private readonly ids: Set<string>;

  constructor(
    existing: readonly Pick<Product, 'product_id' | 'name'>[],
    private readonly rand: Random,
  ) {
    this.ids = new Set(existing.map((p) => p.product_id));
    for (const product of existing) this.names.add(product.name);
  }

  /** The first free name among `candidates`, else the first with a shop reference, and its id. */
  claim(...candidates: [string, ...string[]]): { name: string; product_id: string } {
    let unique = candidates.find((candidate) => !this.names.has(candidate));
    while (unique === undefined || this.names.has(unique))
      unique = `${candidates[0]} (réf. ${this.rand.int(1000, 99999)})`;
    this.names.add(unique);
    const slug = slugify(unique);
    let id = slug;
    for (let n = 2; this.ids.has(id); n += 1) id = `${slug}-${n}`;
    this.ids.add(id);
    return { name: unique, product_id: id };
  }
}
