// One synchronisation run, shared by the « Synchroniser » callable and the daily schedule:
// imports the platform's reviews idempotently (one node per platform review, updated when its
// content changed on the platform, status and shop reply left as the admin set them), copies
// the platform's rating into review_stats/external and records the outcome in
// review_stats/last_sync. It never deletes a review; on failure nothing but last_sync changes.
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  ReviewSchema,
  type ReviewStats,
  type ReviewSyncOutcome,
} from '@fohzshop/shared/schemas/review';
import { pathOf, ref, upsert } from '../../core/db.js';
import { readReviewStats } from '../../core/review-records.js';
import { refreshSiteStats } from '../admin-review-stats.js';
import { PlatformError, type PlatformReview, type ReviewPlatform } from './review-platform.js';

export type SyncTrigger = ReviewSyncOutcome['trigger'];

/** Fields that follow the platform; everything else on a stored review belongs to the admin. */
const PLATFORM_FIELDS = [
  'rating',
  'title',
  'body',
  'author_name',
  'created_at',
  'external_url',
] as const;

/** What a stored review says of the platform's fields; unreadable, it is refreshed from them. */
const StoredPlatformFields = ReviewSchema.pick({
  rating: true,
  title: true,
  body: true,
  author_name: true,
  created_at: true,
  external_url: true,
});

type Change = 'created' | 'updated' | 'unchanged';

/** Creates or refreshes one imported review in a transaction; says what it did. */
async function importReview(review: PlatformReview, now: string): Promise<Change> {
  let change: Change = 'unchanged';
  await upsert(pathOf(COLLECTIONS.reviews, review.review_id), (current) => {
    if (current === null) {
      change = 'created';
      return {
        ...review,
        source: 'external',
        verified_purchase: false,
        status: 'published',
        updated_at: now,
      };
    }
    const stored = StoredPlatformFields.safeParse(current);
    const differs =
      !stored.success || PLATFORM_FIELDS.some((field) => stored.data[field] !== review[field]);
    change = differs ? 'updated' : 'unchanged';
    if (!differs) return current;
    // The stored record spread first: status, reply and fields the schema does not know stay.
    const { external_url: _gone, ...kept } = current;
    return { ...kept, ...review, updated_at: now };
  });
  return change;
}

const recordOutcome = (outcome: ReviewSyncOutcome) =>
  ref(pathOf(COLLECTIONS.reviewStats, 'last_sync')).set(outcome);

export async function runReviewSync(
  platform: ReviewPlatform,
  trigger: SyncTrigger,
  now: Date = new Date(),
): Promise<ReviewStats> {
  const at = now.toISOString();
  let snapshot;
  try {
    snapshot = await platform.fetchSnapshot();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    await recordOutcome({
      at,
      outcome: 'error',
      error: error.message,
      imported: 0,
      updated: 0,
      trigger,
    });
    throw error;
  }
  let imported = 0;
  let updated = 0;
  // One at a time: at most a handful of reviews, and no burst of transactions on the database.
  for (const review of snapshot.reviews) {
    const change = await importReview(review, at);
    if (change === 'created') imported += 1;
    if (change === 'updated') updated += 1;
  }
  const external = {
    name: snapshot.name,
    rating: snapshot.rating,
    count: snapshot.count,
    url: snapshot.url,
    synced_at: at,
  };
  const last_sync: ReviewSyncOutcome = { at, outcome: 'success', imported, updated, trigger };
  await ref(COLLECTIONS.reviewStats).update({ external, last_sync });
  // Imported reviews count in the site average as published reviews.
  if (imported + updated > 0) await refreshSiteStats();
  logger.info('reviews synchronised', { trigger, imported, updated, count: snapshot.count });
  return readReviewStats();
}
