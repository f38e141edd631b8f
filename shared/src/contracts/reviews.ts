// Reviews: customer submission, admin moderation and external rating sync.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import { ReviewInputSchema, ReviewStatsSchema, ReviewSubmissionSchema } from '../schemas/review';
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
