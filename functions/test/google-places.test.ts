// Google Places (New) → review mapping and the adapter's request and error handling, with a fake
// fetch (no network).
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { ReviewSchema } from '@fohzshop/shared/schemas/review';
import {
  mapPlaceDetails,
  mapPlacesReview,
  reviewIdFor,
  titleFrom,
} from '../src/reviews/sync/google-places-mapping.js';
import { googlePlacesPlatform, PLACES_FIELD_MASK } from '../src/reviews/sync/google-places.js';
import { PlatformError } from '../src/reviews/sync/review-platform.js';

const NAME = 'places/ChIJabc/reviews/ChZrev1';
const googleReview = (overrides: Record<string, unknown> = {}) => ({
  name: NAME,
  relativePublishTimeDescription: 'il y a 2 semaines',
  rating: 5,
  text: { text: 'Super boutique ! Livraison rapide.', languageCode: 'fr' },
  originalText: { text: 'Super boutique ! Livraison rapide.', languageCode: 'fr' },
  authorAttribution: {
    displayName: 'Marie D.',
    uri: 'https://www.google.com/maps/contrib/1',
    photoUri: 'https://lh3.googleusercontent.com/a',
  },
  publishTime: '2026-05-01T09:12:33.123456789Z',
  flagContentUri: 'https://example.com/flag',
  googleMapsUri: 'https://maps.google.com/?cid=1&review=1',
  ...overrides,
});

describe('mapPlacesReview', () => {
  it('maps a Google review onto a valid imported review with a stable id', () => {
    const review = mapPlacesReview(googleReview());
    expect(review).toEqual({
      review_id: reviewIdFor(NAME),
      rating: 5,
      title: 'Super boutique !',
      body: 'Super boutique ! Livraison rapide.',
      author_name: 'Marie D.',
      created_at: '2026-05-01T09:12:33.123Z',
      external_url: 'https://maps.google.com/?cid=1&review=1',
    });
    const stored = { ...review, source: 'external', verified_purchase: false, status: 'published' };
    expect(ReviewSchema.safeParse(stored).success).toBe(true);
    expect(reviewIdFor(NAME)).toBe(reviewIdFor(NAME));
    expect(reviewIdFor(NAME)).not.toBe(reviewIdFor(`${NAME}x`));
    expect(reviewIdFor(NAME)).toMatch(/^google-[0-9a-f]{24}$/);
  });

  it('falls back to the original text, a default author and the author link', () => {
    const review = mapPlacesReview(
      googleReview({
        text: undefined,
        authorAttribution: { uri: 'https://www.google.com/maps/contrib/9' },
        googleMapsUri: 'not a url',
      }),
    );
    expect(review).toMatchObject({
      body: 'Super boutique ! Livraison rapide.',
      author_name: 'Utilisateur Google',
      external_url: 'https://www.google.com/maps/contrib/9',
    });
  });

  it.each([
    ['no text', { text: undefined, originalText: undefined }],
    ['blank text', { text: { text: '   ' }, originalText: undefined }],
    ['no rating', { rating: undefined }],
    ['rating out of range', { rating: 7 }],
    ['bad date', { publishTime: 'hier' }],
    ['no name', { name: '' }],
  ])('skips a review with %s', (_what, overrides) => {
    expect(mapPlacesReview(googleReview(overrides))).toBeNull();
  });

  it('clips long texts and author names to the review limits', () => {
    const review = mapPlacesReview(
      googleReview({
        text: { text: 'a'.repeat(6000) },
        authorAttribution: { displayName: 'b'.repeat(100) },
      }),
    );
    expect(review!.body).toHaveLength(5000);
    expect(review!.author_name).toHaveLength(80);
    expect(review!.title.length).toBeLessThanOrEqual(80);
  });
});

describe('titleFrom', () => {
  it('takes the first sentence, or cuts at a word with an ellipsis', () => {
    expect(titleFrom('Parfait. Je recommande.')).toBe('Parfait.');
    expect(titleFrom('Première ligne\nseconde ligne')).toBe('Première ligne');
    const long = titleFrom(`${'mot '.repeat(40)}fin`);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).not.toMatch(/mo…$/);
  });
});

describe('mapPlaceDetails', () => {
  it('keeps the rating, count, place link and the valid reviews only', () => {
    const snapshot = mapPlaceDetails(
      {
        rating: 4.7,
        userRatingCount: 128,
        googleMapsUri: 'https://maps.google.com/?cid=123',
        reviews: [googleReview(), googleReview({ rating: undefined }), 'junk'],
      },
      'ChIJabc',
    );
    expect(snapshot).toMatchObject({
      name: 'Google',
      rating: 4.7,
      count: 128,
      url: 'https://maps.google.com/?cid=123',
    });
    expect(snapshot!.reviews).toHaveLength(1);
  });

  it('accepts a place without reviews and builds its link from the place id', () => {
    expect(mapPlaceDetails({}, 'ChIJ abc')).toEqual({
      name: 'Google',
      rating: 0,
      count: 0,
      url: 'https://www.google.com/maps/place/?q=place_id:ChIJ%20abc',
      reviews: [],
    });
  });

  it.each([[null], ['text'], [{ rating: 9 }], [{ userRatingCount: -1 }], [{ reviews: 'x' }]])(
    'refuses an answer that is not place details: %j',
    (raw) => {
      expect(mapPlaceDetails(raw, 'p')).toBeNull();
    },
  );
});

type Call = { url: string; headers: Record<string, string> };

function fakeFetch(answer: () => Response | Promise<Response>, calls: Call[] = []) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
    return answer();
  }) as typeof fetch;
}

const config = { baseUrl: 'https://places.googleapis.com/', placeId: 'ChIJabc', apiKey: 'key-1' };
const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a PlatformError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PlatformError);
      return error as PlatformError;
    },
  );

describe('googlePlacesPlatform', () => {
  it('asks for the place details in French with the key and the field mask', async () => {
    const calls: Call[] = [];
    const platform = googlePlacesPlatform(
      config,
      fakeFetch(() => Response.json({ rating: 4.5, userRatingCount: 3 }), calls),
    );
    await expect(platform.fetchSnapshot()).resolves.toMatchObject({ rating: 4.5, count: 3 });
    expect(calls).toEqual([
      {
        url: 'https://places.googleapis.com/v1/places/ChIJabc?languageCode=fr&regionCode=FR',
        headers: { 'X-Goog-Api-Key': 'key-1', 'X-Goog-FieldMask': PLACES_FIELD_MASK },
      },
    ]);
    expect(PLACES_FIELD_MASK).toBe('rating,userRatingCount,reviews,googleMapsUri');
  });

  it.each([
    ['no place id', { ...config, placeId: '' }],
    ['no key', { ...config, apiKey: '' }],
    ['a plain http host', { ...config, baseUrl: 'http://places.example.com' }],
    ['a broken base URL', { ...config, baseUrl: 'nope' }],
  ])('is not configured with %s, and calls nobody', async (_what, bad) => {
    const calls: Call[] = [];
    const error = await failure(
      googlePlacesPlatform(
        bad,
        fakeFetch(() => Response.json({}), calls),
      ).fetchSnapshot(),
    );
    expect(error).toMatchObject({
      kind: 'not-configured',
      message: REVIEW_MESSAGES.syncNotConfigured,
    });
    expect(calls).toEqual([]);
  });

  it('accepts a local stub over http', async () => {
    const platform = googlePlacesPlatform(
      { ...config, baseUrl: 'http://127.0.0.1:9199' },
      fakeFetch(() => Response.json({})),
    );
    await expect(platform.fetchSnapshot()).resolves.toMatchObject({ count: 0 });
  });

  it.each([
    [403, 'not-configured'],
    [404, 'not-configured'],
    [429, 'unavailable'],
    [500, 'unavailable'],
  ])('turns HTTP %i into a French %s error', async (status, kind) => {
    const answer = () =>
      Response.json({ error: { code: status, message: 'x', status: 'X' } }, { status });
    const error = await failure(googlePlacesPlatform(config, fakeFetch(answer)).fetchSnapshot());
    expect(error).toMatchObject({ kind, message: REVIEW_MESSAGES.platformRefused(status) });
  });

  it('reports an unreachable platform and a malformed answer in French', async () => {
    const down = googlePlacesPlatform(
      config,
      fakeFetch(() => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await failure(down.fetchSnapshot())).toMatchObject({
      kind: 'unavailable',
      message: REVIEW_MESSAGES.platformUnreachable,
    });
    const garbled = googlePlacesPlatform(
      config,
      fakeFetch(() => new Response('<html>')),
    );
    expect(await failure(garbled.fetchSnapshot())).toMatchObject({
      message: REVIEW_MESSAGES.platformBadAnswer,
    });
  });
});
