// Reviews: customer submission, admin moderation and external rating sync.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import {
  MyReviewSchema,
  REVIEW_REFUSAL_REASON_MAX,
  REVIEW_REFUSAL_REASON_MIN,
  ReviewInputSchema,
  ReviewStatsSchema,
  ReviewSubmissionSchema,
} from '../schemas/review';
import { boundedString } from '../schemas/common';
import { defineCallable } from './define';

const OkSchema = z.object({ ok: z.literal(true) });

/** verified_purchase is set by the server when the user has a delivered order of the product. */
export const submitReview = defineCallable({
  name: 'submitReview',
  access: 'user',
  request: ReviewSubmissionSchema,
  response: z.object({ review_id: DatabaseKeySchema, verified_purchase: z.boolean() }),
});

/** Add (no review_id) or edit a review. */
export const adminSaveReview = defineCallable({
  name: 'adminSaveReview',
  access: 'admin',
  request: z.strictObject({ review_id: DatabaseKeySchema.optional(), review: ReviewInputSchema }),
  response: z.object({ review_id: DatabaseKeySchema }),
});

/**
 * Refuse a customer's review with the reason the author is told: the review is hidden, the reason
 * stored on it, and the author e-mailed (`emailed` false when the e-mail could not be sent; the
 * reason stays readable in their account through myReviews).
 */
export const adminRefuseReview = defineCallable({
  name: 'adminRefuseReview',
  access: 'admin',
  request: z.strictObject({
    review_id: DatabaseKeySchema,
    reason: boundedString(REVIEW_REFUSAL_REASON_MIN, REVIEW_REFUSAL_REASON_MAX),
  }),
  response: z.object({ ok: z.literal(true), emailed: z.boolean() }),
});

/** A customer's own reviews, with their status and, when refused, the reason (author only). */
export const myReviews = defineCallable({
  name: 'myReviews',
  access: 'user',
  request: z.strictObject({}),
  response: z.object({ reviews: z.array(MyReviewSchema) }),
});

export const adminDeleteReview = defineCallable({
  name: 'adminDeleteReview',
  access: 'admin',
  request: z.strictObject({ review_id: DatabaseKeySchema }),
  response: OkSchema,
});

export const syncReviewRatings = defineCallable({
  name: 'syncReviewRatings',
  access: 'admin',
  request: z.strictObject({}),
  response: ReviewStatsSchema,
});
