// myReviews: the caller's own reviews with their status and, when the shop refused one, the
// reason it gave (L111-7-2). Only the caller's: the ids come from review_authors by the caller's
// uid (indexed), and a review that is not published is readable by no client, its author
// included — so this callable is the one way the author reads a refusal.
import { myReviews as contract } from '@fohzshop/shared/contracts/reviews';
import { MyReviewSchema } from '@fohzshop/shared/schemas/review';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { ownReviews } from '../account/own-records.js';
import { callable } from '../core/callable.js';

export const myReviews = callable(
  contract,
  async (_data, { auth }) => {
    const rows = await ownReviews(auth.uid);
    // A malformed stored review is left out rather than failing the whole list.
    const reviews = rows.flatMap(({ id, value }) => {
      const parsed = MyReviewSchema.safeParse({ ...value, review_id: id });
      return parsed.success ? [parsed.data] : [];
    });
    reviews.sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { reviews };
  },
  { failureMessage: REVIEW_MESSAGES.myReviewsFailed },
);
