// pruneRateLimitsDaily: every night at 04:10, Paris time, the abuse-limit counters of past
// windows are removed (rate-limit.ts): they count nothing any more, and the hashed origins they
// name are kept no longer than needed.
import './global-options.js';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import { pruneCounters } from './rate-limit.js';

export const pruneRateLimitsDaily = onSchedule(
  { schedule: 'every day 04:10', timeZone: 'Europe/Paris', region: REGION, retryCount: 1 },
  async () => {
    const removed = await pruneCounters();
    if (removed > 0) logger.info('abuse-limit windows pruned', { removed });
  },
);
