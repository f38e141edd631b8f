// Production adapter: Google Places API (New), place details with the rating, the review count
// and up to 5 reviews (docs/decisions/0006-review-platform.md). Configured by params: the API
// key is a secret, the place id and the base URL are strings (the local stack points the base
// URL at its stub). The key travels only over https, or to a stub on this machine.
import { defineSecret, defineString } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { mapPlaceDetails } from './google-places-mapping.js';
import { PlatformError, type ReviewPlatform } from './review-platform.js';

export const PLACES_DEFAULT_BASE_URL = 'https://places.googleapis.com';
/** Without a field mask Google refuses the request; these are the only fields we read. */
export const PLACES_FIELD_MASK = 'rating,userRatingCount,reviews,googleMapsUri';
const TIMEOUT_MS = 10_000;

export const GOOGLE_PLACES_API_KEY = defineSecret('GOOGLE_PLACES_API_KEY');
export const GOOGLE_PLACE_ID = defineString('GOOGLE_PLACE_ID', {
  default: '',
  description: 'Identifiant Google (place ID) de la boutique, dont on importe la note et les avis.',
});
export const GOOGLE_PLACES_BASE_URL = defineString('GOOGLE_PLACES_BASE_URL', {
  default: PLACES_DEFAULT_BASE_URL,
  description: "Adresse de l'API Google Places (New) ; la pile locale la remplace par son stub.",
});

export interface PlacesConfig {
  baseUrl: string;
  placeId: string;
  apiKey: string;
}

function placeUrl({ baseUrl, placeId }: PlacesConfig): URL | null {
  try {
    const url = new URL(
      `${baseUrl.replace(/\/+$/, '')}/v1/places/${encodeURIComponent(placeId)}?languageCode=fr&regionCode=FR`,
    );
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url : null;
  } catch {
    return null;
  }
}

export function googlePlacesPlatform(
  config: PlacesConfig,
  fetchImpl: typeof fetch = fetch,
): ReviewPlatform {
  return {
    async fetchSnapshot() {
      const url = config.placeId && config.apiKey ? placeUrl(config) : null;
      if (!url) throw new PlatformError('not-configured', REVIEW_MESSAGES.syncNotConfigured);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { 'X-Goog-Api-Key': config.apiKey, 'X-Goog-FieldMask': PLACES_FIELD_MASK },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        logger.warn('google places unreachable', { error: String(error) });
        throw new PlatformError('unavailable', REVIEW_MESSAGES.platformUnreachable);
      }
      if (!response.ok) {
        logger.warn('google places refused', {
          status: response.status,
          body: (await response.text().catch(() => '')).slice(0, 500),
        });
        // 4xx (bad key, unknown place…) needs the admin; 429 and 5xx pass on their own.
        const kind =
          response.status < 500 && response.status !== 429 ? 'not-configured' : 'unavailable';
        throw new PlatformError(kind, REVIEW_MESSAGES.platformRefused(response.status));
      }
      const snapshot = mapPlaceDetails(
        await response.json().catch(() => undefined),
        config.placeId,
      );
      if (!snapshot) throw new PlatformError('unavailable', REVIEW_MESSAGES.platformBadAnswer);
      return snapshot;
    },
  };
}

/** The platform as configured for this deployment. */
export function configuredPlatform(): ReviewPlatform {
  return googlePlacesPlatform({
    baseUrl: GOOGLE_PLACES_BASE_URL.value() || PLACES_DEFAULT_BASE_URL,
    placeId: GOOGLE_PLACE_ID.value().trim(),
    apiKey: GOOGLE_PLACES_API_KEY.value().trim(),
  });
}
