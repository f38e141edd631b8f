// Reviews and review_stats, live, and the writes of the reviews screen. Success and error toasts
// come from the query client (mutation meta); the synchronisation's success text has its counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewInput } from '@fohzshop/shared/schemas/review';
import { notify } from '@/ui/toaster-store';
import { adminReviewStatsQuery, adminReviewsQuery } from '../api/live-reviews';
import { deleteReview, refuseReview, saveReview, syncReviews } from '../api/review-calls';
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
  return useMutation({
    mutationFn: (request: { review_id?: string; review: ReviewInput }) => saveReview(request),
    meta: { successMessage, errorMessage: REVIEW_MESSAGES.saveFailed },
  });
}

/** Publish or hide in one click: the review as stored, with the new status. */
export function useSetReviewStatus() {
  return useMutation({
    mutationFn: ({ review, status }: { review: Review; status: Review['status'] }) =>
      saveReview({ review_id: review.review_id, review: { ...inputOf(review), status } }),
    meta: { errorMessage: REVIEW_MESSAGES.saveFailed },
    onSuccess: (_data, { status }) =>
      notify.success(status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.hidden),
  });
}

/** Refuse a customer's review with the reason its author is told (e-mail and account). */
export function useRefuseReview() {
  return useMutation({
    mutationFn: ({ review, reason }: { review: Review; reason: string }) =>
      refuseReview(review.review_id, reason),
    meta: { errorMessage: REVIEW_MESSAGES.refuseFailed },
    onSuccess: ({ emailed }) =>
      notify.success(emailed ? REVIEW_MESSAGES.refused : REVIEW_MESSAGES.refusedNotEmailed),
  });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(reviewId),
    meta: { successMessage: REVIEW_MESSAGES.deleted, errorMessage: REVIEW_MESSAGES.deleteFailed },
  });
}

export function useSyncReviews() {
  return useMutation({
    mutationFn: syncReviews,
    meta: { errorMessage: REVIEW_MESSAGES.syncFailed },
    onSuccess: (stats) =>
      notify.success(
        REVIEW_MESSAGES.syncDone(stats.last_sync?.imported ?? 0, stats.last_sync?.updated ?? 0),
      ),
  });
}
