// The cards against the whole products: on random catalogues and random listing queries, the
// listing computed from cards (with best sellers found the way the shop queries them) gives the
// same products, in the same order, on the same pages, as the listing over full products.
import { describe, expect, it } from 'vitest';
import { BEST_SELLER_TOP } from '../constants';
import { BRANDS, PRODUCT_TYPES, type Product } from '../schemas/product';
import { NOW, daysAgo, product } from '../test-support/products';
import { FILTER_KEYS, type Filter } from './filters';
import { bestSellerFloor, bestSellerIds, deriveLabels, PRODUCT_LABELS } from './labels';
import { listProducts } from './listing';
import { paginate } from './paging';
import {
  asListingProduct,
  cardOf,
  listingProductFromCard,
  listingProductsFromSnapshot,
  topCompatibleParts,
} from './product-card';
import { SORT_KEYS } from './sort';
import { STOCK_STATES } from './stock';

/** Small deterministic PRNG (mulberry32): every run tests the same catalogues. */
function prng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const SCOOTER_IDS = ['s-a', 's-b', 's-c', 's-d'];

function randomCatalogue(seed: number): Product[] {
  const r = prng(seed);
  const size = 1 + r.int(120);
  return Array.from({ length: size }, (_, i) => {
    const type = i < SCOOTER_IDS.length ? 'Trottinette électrique' : r.pick(PRODUCT_TYPES);
    const price = (1 + r.int(400_000)) / 100;
    return product({
      product_id: i < SCOOTER_IDS.length ? SCOOTER_IDS[i] : `p-${r.int(1000)}-${i}`,
      name: `${r.pick(['Pneu', 'Frein', 'Batterie', 'Garde-boue', 'Écran'])} ${r.int(40)}`,
      brand: r.pick(BRANDS),
      type,
      price,
      ...(r.next() < 0.3 && { old_price: price + (1 + r.int(300_000)) / 100 }),
      // Reductions justified by the history (reference = old_price) and references of no use.
      ...(r.next() < 0.3 && { reference_price: price + (1 + r.int(300_000)) / 100 }),
      stock: r.pick([0, 0, 1, 2, 5, 40]),
      ...(r.next() < 0.3 && { backorder: true }),
      views: r.pick([0, 0, 1, 3, 3, 7, 7, 7, 12, 50]),
      created_at: daysAgo(r.int(20)),
      images: r.next() < 0.8 ? [`/images/${r.int(5)}.svg`, '/images/x.svg'] : [],
      ...(type !== 'Trottinette électrique' && {
        compatible_with: SCOOTER_IDS.filter(() => r.next() < 0.4),
      }),
    });
  }).map((p) =>
    p.old_price !== undefined && r.next() < 0.5 ? { ...p, reference_price: p.old_price } : p,
  );
}

function randomQuery(seed: number) {
  const r = prng(seed * 7919);
  const filters: Filter[] = [];
  for (let n = r.int(4); n > 0; n--) {
    const key = r.pick(FILTER_KEYS);
    const query =
      key === 'brand'
        ? r.pick(BRANDS)
        : key === 'stock'
          ? r.pick(STOCK_STATES)
          : key === 'labels'
            ? r.pick(PRODUCT_LABELS)
            : `${r.int(1000)}-${1000 + r.int(3000)}`;
    filters.push({ key, query });
  }
  return {
    type: r.next() < 0.8 ? r.pick(PRODUCT_TYPES) : undefined,
    filters,
    sort: r.pick(SORT_KEYS),
    garage: r.next() < 0.3 ? SCOOTER_IDS.filter(() => r.next() < 0.5) : undefined,
    page: 1 + r.int(4),
  };
}

/** Best sellers as the shop reads them: the top BEST_SELLER_TOP by views, then every card ≥ floor. */
function bestSellersByQuery(cards: ReturnType<typeof asListingProduct>[]): Set<string> {
  const byViews = [...cards].sort(
    (a, b) => a.views - b.views || (a.product_id < b.product_id ? -1 : 1),
  );
  const floor = bestSellerFloor(byViews.slice(-BEST_SELLER_TOP));
  return bestSellerIds(cards.filter((card) => card.views >= floor));
}

describe('product cards', () => {
  it('give back every field a listing uses, first image only', () => {
    const full = product({
      product_id: 'x',
      old_price: 149.9,
      reference_price: 149.9,
      backorder: true,
      images: ['/a', '/b'],
    });
    const card = listingProductFromCard('x', JSON.parse(JSON.stringify(cardOf(full))));
    expect(card).toEqual({
      product_id: 'x',
      name: full.name,
      brand: full.brand,
      type: full.type,
      price: full.price,
      old_price: 149.9,
      reference_price: 149.9,
      stock: full.stock,
      backorder: true,
      views: full.views,
      created_at: full.created_at,
      images: ['/a'],
    });
  });

  it('leave out broken cards', () => {
    expect(
      listingProductsFromSnapshot({ a: { n: 'A' }, b: null, c: 'x', d: { n: '', p: 1, c: 1 } }),
    ).toEqual([]);
  });

  it('rank a scooter’s parts by views, ties by reference', () => {
    expect(topCompatibleParts({ b: 3, a: 3, c: 9, d: 0 }, 3)).toEqual(['c', 'a', 'b']);
  });

  it('list, filter, sort and page exactly as the full products do (300 random cases)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const products = randomCatalogue(seed);
      const query = randomQuery(seed);
      const cards = products.map(asListingProduct);
      const expected = listProducts(products, {
        ...query,
        labels: deriveLabels(products, NOW),
      }).map((p) => p.product_id);
      const labels = deriveLabels(cards, NOW, bestSellersByQuery(cards));
      const actual = listProducts(cards, { ...query, labels }).map((p) => p.product_id);
      expect(actual, `cas ${seed}`).toEqual(expected);
      expect(paginate(actual, query.page), `cas ${seed}`).toEqual(paginate(expected, query.page));
      expect(bestSellersByQuery(cards), `cas ${seed}`).toEqual(bestSellerIds(products));
    }
  });
});
