// The reads behind reviews-api.ts, loaded when the queries run: the Database SDK and the review
// schemas stay off the page's load path (its first paint shows the skeletons).
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

export async function readPublishedReviews(): Promise<Review[]> {
  const snapshot = await get(
    query(ref(db(), COLLECTIONS.reviews), orderByChild('status'), equalTo('published')),
  );
  return parseReviews(snapshot.val());
}

export async function readReviewStats(): Promise<ReviewStats | null> {
  const parsed = ReviewStatsSchema.safeParse((await get(ref(db(), COLLECTIONS.reviewStats))).val());
  return parsed.success ? parsed.data : null;
}
