// Published reviews (query allowed by the rules; the page sorts them) and review_stats, as
// query-options factories.
import { queryOptions } from '@tanstack/react-query';
import { equalTo, get, orderByChild, query, ref } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  ReviewSchema,
  ReviewStatsSchema,
  type Review,
  type ReviewStats,
} from '@fohzshop/shared/schemas/review';
import { db } from '@/lib/firebase/database';

function parseReviews(value: unknown): Review[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([id, raw]) => ReviewSchema.safeParse({ review_id: id, ...(raw as object) }))
    .flatMap((result) =>
      result.success && result.data.status === 'published' ? [result.data] : [],
    );
}

export const publishedReviewsQuery = queryOptions({
  queryKey: ['reviews', 'published'],
  queryFn: async (): Promise<Review[]> => {
    const snapshot = await get(
      query(ref(db(), COLLECTIONS.reviews), orderByChild('status'), equalTo('published')),
    );
    return parseReviews(snapshot.val());
  },
  meta: { errorMessage: 'Erreur lors du chargement des avis clients.' },
});

export const reviewStatsQuery = queryOptions({
  queryKey: ['review_stats'],
  queryFn: async (): Promise<ReviewStats | null> => {
    const parsed = ReviewStatsSchema.safeParse(
      (await get(ref(db(), COLLECTIONS.reviewStats))).val(),
    );
    return parsed.success ? parsed.data : null;
  },
  meta: { silent: true },
});
