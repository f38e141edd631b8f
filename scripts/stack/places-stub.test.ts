import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PLACES_MAX_REVIEWS,
  placesStubParams,
  startPlacesStub,
  type PlacesStub,
} from './places-stub';
import { STUB_PLACE_ID, STUB_REVIEWS } from './places-stub-data';

let stub: PlacesStub;
const MASK = 'rating,userRatingCount,reviews,googleMapsUri';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stub.url}${path}`, { headers }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
const details = (headers = { 'X-Goog-Api-Key': 'k', 'X-Goog-FieldMask': MASK }) =>
  get(`/v1/places/${STUB_PLACE_ID}?languageCode=fr&regionCode=FR`, headers);

beforeAll(async () => {
  stub = await startPlacesStub();
});
beforeEach(() => stub.reset());
afterAll(() => stub.stop());

describe('Google Places stub', () => {
  it('answers like place details: rating, count, link, the 5 newest French reviews', async () => {
    const { status, body } = await details();
    expect(status).toBe(200);
    expect(body).toMatchObject({ rating: 4.6, userRatingCount: 127 });
    expect(body.googleMapsUri).toMatch(/^https:\/\/maps\.google\.com\//);
    const reviews = body.reviews as { name: string; text: { languageCode: string } }[];
    expect(STUB_REVIEWS.length).toBeGreaterThan(PLACES_MAX_REVIEWS);
    expect(reviews).toHaveLength(PLACES_MAX_REVIEWS);
    expect(reviews[0]!.name).toBe(`places/${STUB_PLACE_ID}/reviews/${STUB_REVIEWS[0]!.id}`);
    expect(reviews.every((review) => review.text.languageCode === 'fr')).toBe(true);
    expect(stub.requests.at(-1)).toMatchObject({ apiKey: 'k', fieldMask: MASK });
  });

  it('keeps publication dates between requests (re-imports find nothing changed)', async () => {
    const first = await details();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await details()).body).toEqual(first.body);
  });

  it('returns only the masked fields', async () => {
    const { body } = await details({ 'X-Goog-Api-Key': 'k', 'X-Goog-FieldMask': 'rating' });
    expect(body).toEqual({ rating: 4.6 });
  });

  it('refuses like Google: no key, no mask, unknown place, injected failure', async () => {
    expect((await details({ 'X-Goog-Api-Key': '', 'X-Goog-FieldMask': MASK })).status).toBe(403);
    const noMask = await details({ 'X-Goog-Api-Key': 'k', 'X-Goog-FieldMask': '' });
    expect(noMask).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    expect(
      (await get('/v1/places/autre', { 'X-Goog-Api-Key': 'k', 'X-Goog-FieldMask': MASK })).status,
    ).toBe(404);
    stub.state.failWith = 500;
    expect(await details()).toMatchObject({ status: 500, body: { error: { code: 500 } } });
  });

  it('gives the functions its URL and place id as params', () => {
    expect(placesStubParams(stub)).toEqual({
      GOOGLE_PLACES_BASE_URL: stub.url,
      GOOGLE_PLACE_ID: STUB_PLACE_ID,
    });
  });
});
