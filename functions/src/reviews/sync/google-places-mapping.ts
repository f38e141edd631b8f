// Google Places API (New) place details → the shop's review shape. Pure: no I/O, unit-tested.
// Reviews without a rating or a text are skipped (nothing to show); a malformed review never
// fails the whole synchronisation, a malformed answer does (null).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PlatformReview, PlatformSnapshot } from './review-platform.js';

export const GOOGLE_NAME = 'Google';
const TITLE_MAX = 80;
const BODY_MAX = 5000;
const AUTHOR_MAX = 80;

const LocalizedTextSchema = z.object({ text: z.string(), languageCode: z.string().optional() });
const HttpUrl = z.string().regex(/^https?:\/\/\S+$/i);

const PlacesReviewSchema = z.object({
  name: z.string().min(1),
  rating: z.number().min(1).max(5),
  text: LocalizedTextSchema.optional(),
  originalText: LocalizedTextSchema.optional(),
  authorAttribution: z
    .object({ displayName: z.string().optional(), uri: z.string().optional() })
    .optional(),
  publishTime: z.string(),
  googleMapsUri: z.string().optional(),
});

const PlaceDetailsSchema = z.object({
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  googleMapsUri: z.string().optional(),
  reviews: z.array(z.unknown()).optional(),
});

/** Stable id of an imported review: the same platform review always lands on the same node. */
export function reviewIdFor(platformReviewName: string): string {
  return `google-${createHash('sha256').update(platformReviewName).digest('hex').slice(0, 24)}`;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Google reviews have no title: the first sentence of the text, cut at a word if too long. */
export function titleFrom(text: string): string {
  const firstLine = text.trim().split(/\r?\n/)[0]?.trim() ?? '';
  const sentence = /^(.+?[.!?…])(\s|$)/.exec(firstLine)?.[1] ?? firstLine;
  if (sentence.length <= TITLE_MAX) return sentence;
  const cut = sentence.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function mapPlacesReview(raw: unknown): PlatformReview | null {
  const parsed = PlacesReviewSchema.safeParse(raw);
  if (!parsed.success) return null;
  const review = parsed.data;
  const text = (review.text?.text ?? review.originalText?.text ?? '').trim();
  const published = new Date(review.publishTime);
  if (text === '' || Number.isNaN(published.getTime())) return null;
  const author = review.authorAttribution?.displayName?.trim() || 'Utilisateur Google';
  const link = [review.googleMapsUri, review.authorAttribution?.uri].find(
    (uri) => HttpUrl.safeParse(uri).success,
  );
  return {
    review_id: reviewIdFor(review.name),
    rating: Math.round(review.rating),
    title: titleFrom(text),
    body: clip(text, BODY_MAX),
    author_name: clip(author, AUTHOR_MAX),
    created_at: published.toISOString(),
    ...(link !== undefined && { external_url: link }),
  };
}

/** The shop's snapshot from a place details answer; null when the answer is not one. */
export function mapPlaceDetails(raw: unknown, placeId: string): PlatformSnapshot | null {
  const parsed = PlaceDetailsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const place = parsed.data;
  const url = HttpUrl.safeParse(place.googleMapsUri).success
    ? (place.googleMapsUri as string)
    : `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
  return {
    name: GOOGLE_NAME,
    rating: place.rating ?? 0,
    count: place.userRatingCount ?? 0,
    url,
    reviews: (place.reviews ?? []).flatMap((review) => mapPlacesReview(review) ?? []),
  };
}
