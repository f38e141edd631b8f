// A customer's review of a product they bought (submitReview marks it « Avis vérifié » when a
// delivered order holds the product; it waits for moderation before it is published), and the
// customer's own reviews with their status and, when refused, the reason (myReviews).
import { myReviews, submitReview } from '@fohzshop/shared/contracts/reviews';
import type { MyReview, ReviewSubmission } from '@fohzshop/shared/schemas/review';
import { callFunction } from '@/lib/firebase/call-function';

export function sendReview(review: ReviewSubmission): Promise<unknown> {
  return callFunction(submitReview, review);
}

export async function fetchMyReviews(): Promise<MyReview[]> {
  return (await callFunction(myReviews, {})).reviews;
}
