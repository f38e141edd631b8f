// The server render's side of reviews-api.ts (entry-server.tsx only, so the browser's chunks never
// carry it): the reviews the storefront function read, put where the reviews page reads them,
// dated at the render. Only /avis-clients shows them, so only its page data embeds them.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ROUTES } from '@fohzshop/shared/routes';
import type { ReviewsView } from '@fohzshop/shared/storefront/reviews-view';
import { publishedReviewsQuery, reviewStatsQuery } from './reviews-api';

const SEEDED = new Set([publishedReviewsQuery.queryKey, reviewStatsQuery.queryKey].map(hashKey));

/** Whether a query is one this module seeds (the render embeds it in the page data). */
export const isSeededReviewsQuery = (queryKey: QueryKey): boolean => SEEDED.has(hashKey(queryKey));

/** Seeds the reviews page's queries when `pathname` is that page; other pages get nothing. */
export function seedReviewsQueries(
  client: QueryClient,
  pathname: string,
  reviews: ReviewsView,
  at: number,
): void {
  if (pathname !== ROUTES.CLIENT_REVIEWS.path) return;
  client.setQueryData(publishedReviewsQuery.queryKey, reviews.published, { updatedAt: at });
  client.setQueryData(reviewStatsQuery.queryKey, reviews.stats, { updatedAt: at });
}
