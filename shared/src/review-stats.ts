// The site's review average, zod-free: the reviews page computes it in the browser without
// loading the schemas (schemas/review re-exports it for the functions and the seed).
import type { Review, ReviewStats } from './schemas/review';

/** Site average over published reviews, rounded to one decimal (4.666… → 4.7). */
export function computeReviewStats(
  reviews: readonly Pick<Review, 'rating' | 'status'>[],
): ReviewStats['site'] {
  const published = reviews.filter((review) => review.status === 'published');
  if (published.length === 0) return { average: 0, count: 0 };
  const sum = published.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / published.length) * 10) / 10, count: published.length };
}
