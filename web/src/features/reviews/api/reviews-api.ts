// Published reviews (query allowed by the rules; the page sorts them) and review_stats, as
// query-options factories. The reads load with their first run (reviews-read.ts).
import { queryOptions } from '@tanstack/react-query';
import type { Review, ReviewStats } from '@fohzshop/shared/schemas/review';

const reads = () => import('./reviews-read');

export const publishedReviewsQuery = queryOptions({
  queryKey: ['reviews', 'published'],
  queryFn: async (): Promise<Review[]> => (await reads()).readPublishedReviews(),
  meta: { errorMessage: 'Erreur lors du chargement des avis clients.' },
});

export const reviewStatsQuery = queryOptions({
  queryKey: ['review_stats'],
  queryFn: async (): Promise<ReviewStats | null> => (await reads()).readReviewStats(),
  meta: { silent: true },
});
