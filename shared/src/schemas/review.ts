// Reviews at reviews/{review_id} and the aggregated review_stats (see docs/data-model.md).
import { z } from 'zod';
import {
  DatabaseKeySchema,
  HttpUrlSchema,
  IsoDateSchema,
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

export const ReviewSchema = z.object({
  review_id: DatabaseKeySchema,
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(1, 5000),
  author_name: boundedString(1, 80),
  product_id: DatabaseKeySchema.optional(),
  // No user_id: a published review is public. Its author's uid is in review_authors/{review_id}.
  source: z.enum(REVIEW_SOURCES),
  verified_purchase: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema.optional(),
  /** The shop's public answer, shown under the review. */
  reply: ReviewReplySchema.optional(),
  /** Imported reviews: the review's page on the platform (attribution link). */
  external_url: HttpUrlSchema.optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** What a signed-in customer submits; author and verified flag are set by the server. */
export const ReviewSubmissionSchema = z.strictObject({
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(10, 5000),
  product_id: DatabaseKeySchema.optional(),
});
export type ReviewSubmission = z.infer<typeof ReviewSubmissionSchema>;

/** What an admin submits when adding or editing a review. */
export const ReviewInputSchema = z.strictObject({
  rating: RatingSchema,
  title: boundedString(1, 120),
  body: boundedString(1, 5000),
  author_name: boundedString(1, 80),
  product_id: DatabaseKeySchema.optional(),
  source: z.enum(REVIEW_SOURCES),
  verified_purchase: z.boolean(),
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

/** Site average over published reviews, rounded to one decimal (4.666… → 4.7). */
export function computeReviewStats(
  reviews: readonly Pick<Review, 'rating' | 'status'>[],
): ReviewStats['site'] {
  const published = reviews.filter((review) => review.status === 'published');
  if (published.length === 0) return { average: 0, count: 0 };
  const sum = published.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / published.length) * 10) / 10, count: published.length };
}
