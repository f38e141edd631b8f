// What /avis-clients shows: the published reviews and the rating summaries. The storefront
// function reads reviews/ and review_stats with the catalogue and renders them into the page's
// HTML and page data, so the page paints its reviews and hydrates without the Database SDK or
// the review schemas; a client-side read (reviews-read.ts of the web) parses through the same
// functions. Only published reviews, and only the schema's fields: an older review's user_id
// never reaches a page.
import { ReviewSchema, ReviewStatsSchema, type Review, type ReviewStats } from '../schemas/review';
import { entriesOf, isStoredObject } from '../stored-value';

export type ReviewsView = { published: Review[]; stats: ReviewStats | null };

/** reviews/* as stored → the published ones; an unreadable review is left out, never the page. */
export function publishedReviewsOf(stored: unknown): Review[] {
  return entriesOf(stored).flatMap(([reviewId, raw]) => {
    if (!isStoredObject(raw)) return [];
    const review = ReviewSchema.safeParse({ ...raw, review_id: reviewId });
    return review.success && review.data.status === 'published' ? [review.data] : [];
  });
}

/** review_stats as stored → the summaries, or null when there are none or they are unreadable. */
export function reviewStatsOf(stored: unknown): ReviewStats | null {
  const stats = ReviewStatsSchema.safeParse(stored);
  return stats.success ? stats.data : null;
}

export const reviewsViewOf = (reviews: unknown, stats: unknown): ReviewsView => ({
  published: publishedReviewsOf(reviews),
  stats: reviewStatsOf(stats),
});
