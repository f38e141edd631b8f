// Published reviews (query allowed by the rules; the page sorts them) and review_stats, as
// query-options factories. A page served by the storefront brings their data (its function read
// them with the catalogue; seed-reviews-queries.ts puts them in the render's cache, dated at the
// render, and they are embedded with the page data): the browser reads nothing for an hour, and a
// new or edited review re-renders the page (the catalogue version, docs/architecture.md). A
// client-side navigation reads them through reviews-read.ts, loaded with the first run.
import { queryOptions } from '@tanstack/react-query';
import type { Review, ReviewStats } from '@fohzshop/shared/schemas/review';

const reads = () => import('./reviews-read');

/** As long as the storefront keeps a rendered page for one catalogue version at most. */
const STALE_MS = 60 * 60 * 1000;

export const publishedReviewsQuery = queryOptions({
  queryKey: ['reviews', 'published'],
  queryFn: async (): Promise<Review[]> => (await reads()).readPublishedReviews(),
  staleTime: STALE_MS,
  meta: { errorMessage: 'Erreur lors du chargement des avis clients.' },
});

export const reviewStatsQuery = queryOptions({
  queryKey: ['review_stats'],
  queryFn: async (): Promise<ReviewStats | null> => (await reads()).readReviewStats(),
  staleTime: STALE_MS,
  meta: { silent: true },
});
