// review_stats/site follows the published reviews: recomputed from the stored reviews after
// every admin change, so a lost race between two admins converges on the next write.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { computeReviewStats } from '@fohzshop/shared/schemas/review';
import { pathOf, ref } from '../core/db.js';
import { readReviewRatings } from '../core/review-records.js';

export async function refreshSiteStats(): Promise<void> {
  const reviews = await readReviewRatings();
  await ref(pathOf(COLLECTIONS.reviewStats, 'site')).set(computeReviewStats(reviews));
}
