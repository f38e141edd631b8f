// A customer's review of a product they bought (submitReview marks it « Achat vérifié » when a
// delivered order holds the product; it waits for moderation before it is published).
import { submitReview } from '@fohzshop/shared/contracts/reviews';
import type { ReviewSubmission } from '@fohzshop/shared/schemas/review';
import { callFunction } from '@/lib/firebase/call-function';

export function sendReview(review: ReviewSubmission): Promise<unknown> {
  return callFunction(submitReview, review);
}
