// The customer's own reviews with their status and, when refused, the reason (myReviews). A
// review is sent by the order page through useCallable(submitReview).
import { myReviews } from '@fohzshop/shared/contracts/reviews';
import type { MyReview } from '@fohzshop/shared/schemas/review';
import { callFunction } from '@/lib/firebase/call-function';

export async function fetchMyReviews(): Promise<MyReview[]> {
  return (await callFunction(myReviews, {})).reviews;
}
