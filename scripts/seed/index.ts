// Everything `npm start` writes into an empty database, as one multi-path update.
import { buildPriceHistory } from './price-history';
import { buildCompatibleParts, buildProductCards, buildProducts } from './products';
import { buildPromotionBanner, buildPromotions } from './promotions';
import { buildReviews, buildReviewStats } from './reviews';
import { RESERVATION_SETTINGS, SHOP_SETTINGS } from './settings';
import { buildStockAlerts } from './stock-alerts';

export function buildSeedData(now: Date = new Date()) {
  const reviews = buildReviews(now);
  const products = buildProducts(now);
  const promotions = buildPromotions(now);
  return {
    products,
    product_cards: buildProductCards(products),
    compatible_parts: buildCompatibleParts(products),
    price_history: buildPriceHistory(products, now),
    settings: { shop: SHOP_SETTINGS, reservations: RESERVATION_SETTINGS },
    reviews,
    review_stats: buildReviewStats(reviews, now),
    promotions,
    promotion_banner: buildPromotionBanner(promotions),
    // Demo back-in-stock alerts on the scooters that cannot be bought, and their counts.
    ...buildStockAlerts(products, now),
  };
}
export type SeedData = ReturnType<typeof buildSeedData>;
