// The review callables, through the one client wrapper (contract-validated, French errors).
import {
  adminDeleteReview,
  adminRefuseReview,
  adminSaveReview,
  syncReviewRatings,
} from '@fohzshop/shared/contracts/reviews';
import type { ReviewInput } from '@fohzshop/shared/schemas/review';
import { callFunction } from '@/lib/firebase/call-function';

export const saveReview = (request: { review_id?: string; review: ReviewInput }) =>
  callFunction(adminSaveReview, request);

export const refuseReview = (review_id: string, reason: string) =>
  callFunction(adminRefuseReview, { review_id, reason });

export const deleteReview = (review_id: string) => callFunction(adminDeleteReview, { review_id });

export const syncReviews = () => callFunction(syncReviewRatings, {});
