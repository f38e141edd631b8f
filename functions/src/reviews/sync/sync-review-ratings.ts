// syncReviewRatings: the Hyperviseur's « Synchroniser ». A platform failure is recorded in
// review_stats/last_sync and reaches the admin as a French error: failed-precondition when the
// configuration needs fixing, unavailable when retrying later may work.
import { syncReviewRatings as contract } from '@fohzshop/shared/contracts/reviews';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { callable } from '../../core/callable.js';
import { fail } from '../../core/errors.js';
import { configuredPlatform, GOOGLE_PLACES_API_KEY } from './google-places.js';
import { PlatformError } from './review-platform.js';
import { runReviewSync } from './run-review-sync.js';

export const syncReviewRatings = callable(
  contract,
  async () => {
    try {
      return await runReviewSync(configuredPlatform(), 'admin');
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      throw fail(
        error.kind === 'not-configured' ? 'failed-precondition' : 'unavailable',
        error.message,
      );
    }
  },
  { secrets: [GOOGLE_PLACES_API_KEY], failureMessage: REVIEW_MESSAGES.syncFailed },
);
