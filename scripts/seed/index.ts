// Everything `npm start` writes into an empty database, as one multi-path update.
import { buildProducts } from './products';
import { buildReviews, buildReviewStats } from './reviews';
import { SHOP_SETTINGS } from './settings';

export function buildSeedData(now: Date = new Date()) {
  const reviews = buildReviews(now);
  return {
    products: buildProducts(now),
    settings: { shop: SHOP_SETTINGS },
    reviews,
    review_stats: buildReviewStats(reviews, now),
  };
}
export type SeedData = ReturnType<typeof buildSeedData>;
