// Typed reads of reviews/{review_id} and review_stats, parsed with the shared schemas
// (shared/src/schemas/review.ts). A review that does not match is a RecordError naming its path
// where one review is read to be changed; the site average and the author's own list skip it (one
// malformed review must not stop the others). Writers keep the stored fields the schema does not
// know (an older review's user_id) by spreading the raw record under their changes.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  ReviewSchema,
  ReviewStatsSchema,
  type Review,
  type ReviewStats,
} from '@fohzshop/shared/schemas/review';
import { pathOf, ref } from './db.js';
import { parseRecord } from './records.js';
import { entriesOf, isStoredObject } from './stored-value.js';

/** reviews/{reviewId} as stored (its id is the key). */
export function parseReview(raw: unknown, reviewId: string): Review {
  const record = isStoredObject(raw) ? { ...raw, review_id: reviewId } : raw;
  return parseRecord(ReviewSchema, record, pathOf(COLLECTIONS.reviews, reviewId));
}

const Rated = ReviewSchema.pick({ rating: true, status: true });

/** The rating and status of every readable review (for the site average). */
export async function readReviewRatings(): Promise<Pick<Review, 'rating' | 'status'>[]> {
  const stored: unknown = (await ref(COLLECTIONS.reviews).once('value')).val();
  return entriesOf(stored).flatMap(([, raw]) => {
    const review = Rated.safeParse(raw);
    return review.success ? [review.data] : [];
  });
}

/** review_stats, the site average defaulting to none. */
export async function readReviewStats(): Promise<ReviewStats> {
  const raw: unknown = (await ref(COLLECTIONS.reviewStats).once('value')).val();
  const stats = { site: { average: 0, count: 0 }, ...(isStoredObject(raw) ? raw : {}) };
  return parseRecord(ReviewStatsSchema, stats, COLLECTIONS.reviewStats);
}
