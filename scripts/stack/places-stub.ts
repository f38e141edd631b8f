// A local stand-in for Google Places API (New) place details: GET /v1/places/{id} with the
// X-Goog-Api-Key and X-Goog-FieldMask headers, answered in Google's shape (at most 5 reviews,
// newest first, only the masked fields) or with Google's error envelope. `npm start` points the
// functions at it; the functions tests drive it (edit a review, make it fail) through its handle.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  STUB_PLACE_ID,
  STUB_RATING,
  STUB_RATING_COUNT,
  STUB_REVIEWS,
  type StubReview,
} from './places-stub-data';

/** Google returns at most this many reviews per place. */
export const PLACES_MAX_REVIEWS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlacesStubState {
  placeId: string;
  rating: number;
  userRatingCount: number;
  reviews: StubReview[];
  /** When set, every request gets this HTTP status with Google's error envelope. */
  failWith: number | null;
}

export interface PlacesStub {
  /** Base URL to give the functions (GOOGLE_PLACES_BASE_URL). */
  readonly url: string;
  readonly state: PlacesStubState;
  /** Requests received, with the headers the adapter must send. */
  readonly requests: { path: string; apiKey?: string; fieldMask?: string }[];
  /** Back to the seeded place, reviews and no failure. */
  reset(): void;
  stop(): Promise<void>;
}

export const initialPlacesState = (): PlacesStubState => ({
  placeId: STUB_PLACE_ID,
  rating: STUB_RATING,
  userRatingCount: STUB_RATING_COUNT,
  reviews: STUB_REVIEWS.map((review) => ({ ...review })),
  failWith: null,
});

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const googleError = (res: ServerResponse, code: number, message: string) =>
  send(res, code, { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } });

/** The place details Google would return for this state, before the field mask. */
export function placeDetails(state: PlacesStubState, now: Date): Record<string, unknown> {
  const mapsUri = `https://maps.google.com/?cid=${state.placeId}`;
  const reviews = [...state.reviews]
    .sort((a, b) => a.ageDays - b.ageDays)
    .slice(0, PLACES_MAX_REVIEWS)
    .map((review) => ({
      name: `places/${state.placeId}/reviews/${review.id}`,
      relativePublishTimeDescription: `il y a ${review.ageDays} jours`,
      rating: review.rating,
      text: { text: review.text, languageCode: 'fr' },
      originalText: { text: review.text, languageCode: 'fr' },
      authorAttribution: {
        displayName: review.author,
        uri: `https://www.google.com/maps/contrib/${review.id.slice(0, 12)}`,
      },
      publishTime: new Date(now.getTime() - review.ageDays * DAY_MS).toISOString(),
      googleMapsUri: `${mapsUri}&review=${review.id}`,
    }));
  return {
    rating: state.rating,
    userRatingCount: state.userRatingCount,
    googleMapsUri: mapsUri,
    reviews,
  };
}

/** Publication dates count back from `epoch` (the stub's start), so they stay the same between requests. */
function handle(
  state: PlacesStubState,
  epoch: Date,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const url = new URL(req.url ?? '/', 'http://stub');
  const match = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
  if (req.method !== 'GET' || !match) return googleError(res, 404, 'Not found.');
  if (state.failWith !== null) return googleError(res, state.failWith, 'Stub failure.');
  const apiKey = req.headers['x-goog-api-key'];
  if (typeof apiKey !== 'string' || apiKey === '')
    return googleError(res, 403, 'The request is missing a valid API key.');
  const mask = req.headers['x-goog-fieldmask'];
  if (typeof mask !== 'string' || mask === '')
    return googleError(res, 400, 'FieldMask is a required parameter.');
  if (decodeURIComponent(match[1] ?? '') !== state.placeId)
    return googleError(res, 404, 'Place not found.');
  const details = placeDetails(state, epoch);
  const fields = mask === '*' ? Object.keys(details) : mask.split(',').map((f) => f.trim());
  send(res, 200, Object.fromEntries(Object.entries(details).filter(([k]) => fields.includes(k))));
}

export async function startPlacesStub(
  options: { host?: string; port?: number } = {},
): Promise<PlacesStub> {
  const state = initialPlacesState();
  const requests: PlacesStub['requests'] = [];
  const epoch = new Date();
  const server = createServer((req, res) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    requests.push({
      path: req.url ?? '',
      apiKey: header('x-goog-api-key'),
      fieldMask: header('x-goog-fieldmask'),
    });
    handle(state, epoch, req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    state,
    requests,
    reset() {
      Object.assign(state, initialPlacesState());
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The functions' params that aim the review synchronisation at this stub. */
export const placesStubParams = (stub: PlacesStub): Record<string, string> => ({
  GOOGLE_PLACES_BASE_URL: stub.url,
  GOOGLE_PLACE_ID: stub.state.placeId,
});
