// Reviews and review_stats, live, and the writes of the reviews screen. Success and error toasts
// come from the query client (mutation meta); the synchronisation's success text has its counts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDeleteReview,
  adminRefuseReview,
  adminSaveReview,
  syncReviewRatings,
} from '@fohzshop/shared/contracts/reviews';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review } from '@fohzshop/shared/schemas/review';
import { useCallable } from '@/lib/callable/use-callable';
import { notify } from '@/ui/toaster-store';
import { adminReviewStatsQuery, adminReviewsQuery } from '../api/live-reviews';
import { inputOf } from '../lib/review-form';

const NONE: Review[] = [];

export function useAdminReviews() {
  const client = useQueryClient();
  const reviews = useQuery(adminReviewsQuery(client));
  const stats = useQuery(adminReviewStatsQuery(client));
  return {
    reviews: reviews.data ?? NONE,
    stats: stats.data ?? null,
    isLoading: reviews.isPending,
  };
}

export function useSaveReview(successMessage: string = REVIEW_MESSAGES.saved) {
  return useCallable(adminSaveReview, {
    success: successMessage,
    error: REVIEW_MESSAGES.saveFailed,
  });
}

/** Publish or hide in one click: the review as stored, with the new status. */
export function useSetReviewStatus() {
  const save = useCallable(
    adminSaveReview,
    { error: REVIEW_MESSAGES.saveFailed },
    {
      onSuccess: (_data, { review }) =>
        notify.success(
          review.status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.hidden,
        ),
    },
  );
  const set = (review: Review, status: Review['status']) =>
    save.mutate({ review_id: review.review_id, review: { ...inputOf(review), status } });
  return { set, busyId: save.isPending ? (save.variables?.review_id ?? null) : null };
}

/** Refuse a customer's review with the reason its author is told (e-mail and account). */
export function useRefuseReview() {
  return useCallable(
    adminRefuseReview,
    { error: REVIEW_MESSAGES.refuseFailed },
    {
      onSuccess: ({ emailed }) =>
        notify.success(emailed ? REVIEW_MESSAGES.refused : REVIEW_MESSAGES.refusedNotEmailed),
    },
  );
}

export function useDeleteReview() {
  return useCallable(adminDeleteReview, {
    success: REVIEW_MESSAGES.deleted,
    error: REVIEW_MESSAGES.deleteFailed,
  });
}

export function useSyncReviews() {
  return useCallable(
    syncReviewRatings,
    { error: REVIEW_MESSAGES.syncFailed },
    {
      onSuccess: (stats) =>
        notify.success(
          REVIEW_MESSAGES.syncDone(stats.last_sync?.imported ?? 0, stats.last_sync?.updated ?? 0),
        ),
    },
  );
}
