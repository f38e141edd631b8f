// How the review synchronisation is deployed: the nightly schedule in Paris time, and the
// Google Places key mounted in both functions (a secret reaches only the functions that list it).
import { describe, expect, it } from 'vitest';
import { syncReviewRatingsDaily } from '../src/reviews/sync/sync-review-ratings-daily.js';
import { syncReviewRatings } from '../src/reviews/sync/sync-review-ratings.js';

type Endpoint = {
  region: string[];
  scheduleTrigger?: { schedule: string; timeZone: string; retryConfig?: unknown };
  secretEnvironmentVariables?: { key: string }[];
};
const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('review synchronisation endpoints', () => {
  it('runs every night at 04:00, Paris time, in europe-west1', () => {
    expect(endpointOf(syncReviewRatingsDaily)).toMatchObject({
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every day 04:00', timeZone: 'Europe/Paris' },
    });
  });

  it.each([
    ['syncReviewRatings', syncReviewRatings],
    ['syncReviewRatingsDaily', syncReviewRatingsDaily],
  ])('%s has the Google Places key', (_name, fn) => {
    expect(endpointOf(fn).secretEnvironmentVariables).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'GOOGLE_PLACES_API_KEY' })]),
    );
  });
});
