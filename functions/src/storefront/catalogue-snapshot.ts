// The catalogue a storefront instance renders from, kept in memory between requests, with what
// the pages show of settings/shop (shop-view.ts) and the published reviews (reviews-view.ts).
// Reading all of products/ costs megabytes, so it is read again only when catalogue_version says
// a page would change (catalogue-version.ts bumps it on product, shop-settings and review
// writes), or when it is an hour old (views and « Nouveauté » move without a version bump). The
// version itself is read at most every few seconds.
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { reviewsViewOf, type ReviewsView } from '@fohzshop/shared/storefront/reviews-view';
import { shopViewOf, type ShopView } from '@fohzshop/shared/storefront/shop-view';
import { db } from '../core/admin.js';

export const CATALOGUE_VERSION_PATH = 'catalogue_version';
/** How long a version read is trusted: the in-instance part of the freshness delay. */
export const VERSION_CHECK_MS = 5_000;
/** Views (best sellers) and stock move without a version bump: read again after this. */
export const CATALOGUE_MAX_AGE_MS = 60 * 60 * 1_000;

export type Catalogue = {
  products: Product[];
  shop: ShopView;
  reviews: ReviewsView;
  version: number;
  loadedAt: number;
};

type Clock = () => number;
export type CatalogueSources = {
  readVersion(): Promise<number>;
  readProducts(): Promise<Product[]>;
  readShop(): Promise<ShopView>;
  readReviews(): Promise<ReviewsView>;
};

const databaseSources: CatalogueSources = {
  async readVersion() {
    const value: unknown = (await db().ref(CATALOGUE_VERSION_PATH).once('value')).val();
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  },
  async readProducts() {
    return productsFromSnapshot((await db().ref('products').once('value')).val());
  },
  async readShop() {
    return shopViewOf((await db().ref(SHOP_SETTINGS_PATH).once('value')).val());
  },
  async readReviews() {
    // The rules' own published query (reviews are read by status, review_stats whole).
    const [reviews, stats] = await Promise.all([
      db().ref(COLLECTIONS.reviews).orderByChild('status').equalTo('published').once('value'),
      db().ref(COLLECTIONS.reviewStats).once('value'),
    ]);
    return reviewsViewOf(reviews.val(), stats.val());
  },
};

/** One snapshot per instance; concurrent requests share the same reads (single flight). */
export function catalogueSnapshot(
  sources: CatalogueSources = databaseSources,
  now: Clock = Date.now,
) {
  let current: Catalogue | undefined;
  let checkedAt = -Infinity;
  let pending: Promise<Catalogue> | undefined;

  const refresh = async (): Promise<Catalogue> => {
    const version = await sources.readVersion();
    checkedAt = now();
    const kept = current;
    if (kept && kept.version === version && now() - kept.loadedAt <= CATALOGUE_MAX_AGE_MS)
      return kept;
    const [products, shop, reviews] = await Promise.all([
      sources.readProducts(),
      sources.readShop(),
      sources.readReviews(),
    ]);
    current = { products, shop, reviews, version, loadedAt: now() };
    return current;
  };

  return async function read(): Promise<Catalogue> {
    if (current && now() - checkedAt < VERSION_CHECK_MS) return current;
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
