// review_stats/site follows the published reviews: recomputed from the stored reviews after
// every admin change, so a lost race between two admins converges on the next write.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  REVIEW_STATUSES,
  computeReviewStats,
  type ReviewStatus,
} from '@fohzshop/shared/schemas/review';
import { pathOf, ref } from '../core/db.js';

type StoredReview = { rating?: unknown; status?: unknown };

const isStatus = (value: unknown): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly unknown[]).includes(value);

export async function refreshSiteStats(): Promise<void> {
  const snapshot = await ref(COLLECTIONS.reviews).once('value');
  const reviews = Object.values((snapshot.val() ?? {}) as Record<string, StoredReview>).flatMap(
    ({ rating, status }) =>
      typeof rating === 'number' && isStatus(status) ? [{ rating, status }] : [],
  );
  await ref(pathOf(COLLECTIONS.reviewStats, 'site')).set(computeReviewStats(reviews));
}
