// syncReviewRatingsDaily: the same synchronisation every night at 04:00, Paris time. A failure is
// recorded in review_stats/last_sync (the Hyperviseur shows it) and logged; it is not retried
// before the next night, so a broken key does not hammer the platform.
import '../../core/global-options.js';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import { configuredPlatform, GOOGLE_PLACES_API_KEY } from './google-places.js';
import { PlatformError } from './review-platform.js';
import { runReviewSync } from './run-review-sync.js';

/** One scheduled run; platform failures end here, anything else fails the run. */
export async function runScheduledReviewSync(now: Date): Promise<void> {
  try {
    await runReviewSync(configuredPlatform(), 'schedule', now);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    logger.warn('scheduled review sync failed', { kind: error.kind, message: error.message });
  }
}

export const syncReviewRatingsDaily = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: 'Europe/Paris',
    region: REGION,
    secrets: [GOOGLE_PLACES_API_KEY],
    retryCount: 0,
  },
  async (event) => {
    await runScheduledReviewSync(new Date(event.scheduleTime));
  },
);
