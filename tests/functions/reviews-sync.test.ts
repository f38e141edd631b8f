// Synchronisation with Google Places, against the local stub (started here, on the port the
// functions' GOOGLE_PLACES_BASE_URL param names): idempotent import, platform edits carried over
// without touching the admin's moderation, failures recorded in French with nothing else
// changed. The daily schedule runs in this process through the v2 function's own run().
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewStats } from '@fohzshop/shared/schemas/review';
import { startPlacesStub, type PlacesStub } from '@fohzshop/local-stack/stack/places-stub';
import { STUB_PLACE_ID } from '@fohzshop/local-stack/stack/places-stub-data';
import type * as DailyModule from '@fohzshop/functions/src/reviews/sync/sync-review-ratings-daily.js';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { runScheduled } from './support/in-process.js';
import { resetDatabase } from './support/seed.js';
import { PLACES_STUB_PORT, PROJECT_ID } from './support/stack.js';

let admin: Account;
let stub: PlacesStub;
let daily: typeof DailyModule;

const SITE_REVIEW = {
  review_id: 'avis-site',
  rating: 5,
  title: 'Parfait',
  body: 'Tout était parfait.',
  author_name: 'Julien M.',
  source: 'site',
  verified_purchase: true,
  status: 'published',
  created_at: '2026-01-05T10:00:00.000Z',
};

const sync = () => succeed<ReviewStats>('syncReviewRatings', {}, admin);
const reviews = async () => (await read<Record<string, Review>>('reviews')) ?? {};
const imported = async () =>
  Object.values(await reviews()).filter((review) => review.source === 'external');

beforeAll(async () => {
  stub = await startPlacesStub({ port: PLACES_STUB_PORT });
  admin = await newAccount({ admin: true });
  // The scheduled function's code, in this process, aimed at the test database and the stub.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  process.env.GOOGLE_PLACES_BASE_URL = stub.url;
  process.env.GOOGLE_PLACE_ID = STUB_PLACE_ID;
  process.env.GOOGLE_PLACES_API_KEY = 'cle-de-test';
  daily = await import('@fohzshop/functions/src/reviews/sync/sync-review-ratings-daily.js');
});
beforeEach(async () => {
  stub.reset();
  await resetDatabase();
  await db().ref('reviews/avis-site').set(SITE_REVIEW);
});
afterAll(async () => {
  await stub.stop();
  await closeAdmin();
});

describe('syncReviewRatings', () => {
  it('imports the platform reviews and rating, and leaves the site reviews alone', async () => {
    const stats = await sync();
    const external = await imported();
    // Google returns at most 5 reviews.
    expect(external).toHaveLength(5);
    for (const review of external) {
      expect(review.review_id).toMatch(/^google-[0-9a-f]{24}$/);
      expect(review).toMatchObject({ status: 'published', verified_purchase: false });
      expect(review.external_url).toMatch(/^https:\/\/maps\.google\.com\//);
    }
    expect(external.map((r) => r.author_name)).toContain('Camille Roux');
    expect(await read('reviews/avis-site')).toEqual(SITE_REVIEW);
    expect(stats.external).toMatchObject({
      name: 'Google',
      rating: 4.6,
      count: 127,
      url: `https://maps.google.com/?cid=${STUB_PLACE_ID}`,
    });
    expect(stats.last_sync).toMatchObject({
      outcome: 'success',
      imported: 5,
      updated: 0,
      trigger: 'admin',
    });
    expect(stats.external!.synced_at).toBe(stats.last_sync!.at);
    expect(await read('review_stats/external')).toEqual(stats.external);
    // The published imports join the site average: (5 + 5 + 5 + 4 + 5 + 3) / 6.
    expect(stats.site).toEqual({ average: 4.5, count: 6 });
    // The adapter sent the key (a secret) and the mandatory field mask.
    expect(stub.requests.at(-1)).toMatchObject({
      path: `/v1/places/${STUB_PLACE_ID}?languageCode=fr&regionCode=FR`,
      fieldMask: 'rating,userRatingCount,reviews,googleMapsUri',
      apiKey: expect.stringMatching(/.+/),
    });
  });

  it('imports nothing new on a second run', async () => {
    await sync();
    const first = await reviews();
    const stats = await sync();
    expect(stats.last_sync).toMatchObject({ imported: 0, updated: 0 });
    expect(await reviews()).toEqual(first);
  });

  it('carries platform edits over, keeping the status and reply the admin set', async () => {
    await sync();
    const newest = (await imported()).find((r) => r.author_name === 'Camille Roux')!;
    // The admin hides it and replies.
    await db()
      .ref(`reviews/${newest.review_id}`)
      .update({ status: 'hidden', reply: { text: 'Merci !', replied_at: newest.created_at } });
    stub.state.reviews[0]!.text = 'Avis modifié : encore mieux que prévu.';
    stub.state.reviews[0]!.rating = 4;
    stub.state.rating = 4.5;
    stub.state.userRatingCount = 128;
    const stats = await sync();
    expect(stats.last_sync).toMatchObject({ imported: 0, updated: 1 });
    expect(stats.external).toMatchObject({ rating: 4.5, count: 128 });
    const edited = await read<Review>(`reviews/${newest.review_id}`);
    expect(edited).toMatchObject({
      rating: 4,
      body: 'Avis modifié : encore mieux que prévu.',
      title: 'Avis modifié : encore mieux que prévu.',
      status: 'hidden',
      reply: { text: 'Merci !' },
      created_at: newest.created_at,
    });
    expect(edited!.updated_at).toBe(stats.last_sync!.at);
    expect(await imported()).toHaveLength(5);
  });

  it('adds a new platform review and never deletes the ones that dropped out', async () => {
    await sync();
    stub.state.reviews.push({
      id: 'ChZnouvelAvis',
      rating: 5,
      text: 'Nouvel avis très positif.',
      author: 'Emma V.',
      ageDays: 0,
    });
    const stats = await sync();
    expect(stats.last_sync).toMatchObject({ imported: 1, updated: 0 });
    // The oldest of the five is no longer returned by Google, and stays.
    expect(await imported()).toHaveLength(6);
    expect(await read('reviews/avis-site')).toEqual(SITE_REVIEW);
  });

  it('records a platform failure in French and changes nothing else', async () => {
    await sync();
    const before = (await dump()) as { review_stats: ReviewStats };
    stub.state.failWith = 500;
    const outcome = await call('syncReviewRatings', {}, admin);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'unavailable',
      message: REVIEW_MESSAGES.platformRefused(500),
    });
    const after = (await dump()) as { review_stats: ReviewStats };
    const { last_sync, ...rest } = after.review_stats;
    expect(last_sync).toMatchObject({
      outcome: 'error',
      error: REVIEW_MESSAGES.platformRefused(500),
      imported: 0,
      updated: 0,
      trigger: 'admin',
    });
    const { last_sync: _previous, ...restBefore } = before.review_stats;
    expect(rest).toEqual(restBefore);
    expect({ ...after, review_stats: null }).toEqual({ ...before, review_stats: null });
  });

  it('asks the admin to fix the configuration when Google refuses the key', async () => {
    stub.state.failWith = 403;
    expect(await call('syncReviewRatings', {}, admin)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: REVIEW_MESSAGES.platformRefused(403),
    });
    expect(await read('review_stats/external')).toBeNull();
    expect(await imported()).toHaveLength(0);
  });
});

describe('syncReviewRatingsDaily', () => {
  const runSchedule = () =>
    runScheduled(daily.syncReviewRatingsDaily, { scheduleTime: '2026-06-01T02:00:00.000Z' });

  it('runs the same synchronisation, recorded as the schedule', async () => {
    await runSchedule();
    expect(await imported()).toHaveLength(5);
    expect(await read('review_stats/last_sync')).toMatchObject({
      at: '2026-06-01T02:00:00.000Z',
      outcome: 'success',
      imported: 5,
      trigger: 'schedule',
    });
    await runSchedule();
    expect(await read('review_stats/last_sync')).toMatchObject({ imported: 0, updated: 0 });
  });

  it('records a failure without throwing (no retry storm)', async () => {
    stub.state.failWith = 503;
    await expect(runSchedule()).resolves.toBeUndefined();
    expect(await read('review_stats/last_sync')).toMatchObject({
      outcome: 'error',
      error: REVIEW_MESSAGES.platformRefused(503),
      trigger: 'schedule',
    });
    expect(await imported()).toHaveLength(0);
  });
});
