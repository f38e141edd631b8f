// Reviews at reviews/{review_id} and the aggregated review_stats (see docs/data-model.md).
import { z } from 'zod';
import {
  DatabaseKeySchema,
  HttpUrlSchema,
  IsoDateSchema,
  IsoDaySchema,
  boundedString,
  optionalText,
} from './common';

export const REVIEW_SOURCES = ['site', 'external'] as const;
export const REVIEW_STATUSES = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Publié',
  pending: 'En attente de modération',
  hidden: 'Masqué',
};

export const RatingSchema = z.number().int().min(1).max(5);

export const REVIEW_REPLY_MAX = 2000;
export const ReviewReplySchema = z.object({
  text: boundedString(1, REVIEW_REPLY_MAX),
  replied_at: IsoDateSchema,
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** Why the shop did not publish a customer's review: the author is told (L111-7-2). */
export const REVIEW_REFUSAL_REASON_MIN = 10;
export const REVIEW_REFUSAL_REASON_MAX = 500;
export const ReviewRefusalSchema = z.object({
  reason: boundedString(REVIEW_REFUSAL_REASON_MIN, REVIEW_REFUSAL_REASON_MAX),
  refused_at: IsoDateSchema,
});
export type ReviewRefusal = z.infer<typeof ReviewRefusalSchema>;

export const ReviewSchema = z.object({
  review_id: DatabaseKeySchema,
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(1, 5000),
  author_name: boundedString(1, 80),
  product_id: DatabaseKeySchema.optional(),
  // No user_id: a published review is public. Its author's uid is in review_authors/{review_id}.
  source: z.enum(REVIEW_SOURCES),
  /**
   * « Avis vérifié »: set by the server only (submitReview), when the author has a delivered
   * order of the product (of anything, for a review of the shop); no admin can set it.
   */
  verified_purchase: z.boolean(),
  /** Day of the consumption experience: the delivery of that order (verified reviews only). */
  experience_date: IsoDaySchema.optional(),
  status: z.enum(REVIEW_STATUSES),
  created_at: IsoDateSchema,
  /** First publication (D111-17: shown next to the review). */
  published_at: IsoDateSchema.optional(),
  updated_at: IsoDateSchema.optional(),
  /** The shop refused it (status hidden): the reason the author was given. Gone once published. */
  refusal: ReviewRefusalSchema.optional(),
  /** The shop's public answer, shown under the review. */
  reply: ReviewReplySchema.optional(),
  /** Imported reviews: the review's page on the platform (attribution link). */
  external_url: HttpUrlSchema.optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A customer's own review as myReviews gives it back to its author (the refusal included). */
export const MyReviewSchema = ReviewSchema.pick({
  review_id: true,
  product_id: true,
  rating: true,
  title: true,
  status: true,
  verified_purchase: true,
  created_at: true,
  published_at: true,
  refusal: true,
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** What a signed-in customer submits; author and verified flag are set by the server. */
export const ReviewSubmissionSchema = z.strictObject({
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(10, 5000),
  product_id: DatabaseKeySchema.optional(),
});
export type ReviewSubmission = z.infer<typeof ReviewSubmissionSchema>;

/** What an admin submits when adding or editing a review (never the « Avis vérifié » mark). */
export const ReviewInputSchema = z.strictObject({
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(1, 5000),
  author_name: boundedString(1, 80),
  product_id: DatabaseKeySchema.optional(),
  source: z.enum(REVIEW_SOURCES),
  status: z.enum(REVIEW_STATUSES),
  /** The shop's answer; '' (or absent) removes it. */
  reply: optionalText(REVIEW_REPLY_MAX).optional(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const REVIEW_SYNC_OUTCOMES = ['success', 'error'] as const;
export const ReviewSyncOutcomeSchema = z.object({
  at: IsoDateSchema,
  outcome: z.enum(REVIEW_SYNC_OUTCOMES),
  /** French text of the failure (outcome 'error'). */
  error: boundedString(1, 500).optional(),
  /** Reviews created and updated by this run. */
  imported: z.number().int().min(0),
  updated: z.number().int().min(0),
  trigger: z.enum(['admin', 'schedule']),
});
export type ReviewSyncOutcome = z.infer<typeof ReviewSyncOutcomeSchema>;

export const ReviewStatsSchema = z.object({
  site: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
  external: z
    .object({
      name: boundedString(1, 80),
      rating: z.number().min(0).max(5),
      count: z.number().int().min(0),
      url: HttpUrlSchema,
      synced_at: IsoDateSchema,
    })
    .optional(),
  /** The last synchronisation with the review platform, successful or not. */
  last_sync: ReviewSyncOutcomeSchema.optional(),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

export { computeReviewStats } from '../review-stats';
