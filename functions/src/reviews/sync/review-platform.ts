// The one interface between the synchronisation and a review platform. An adapter fetches the
// shop's rating, its review count and the reviews the platform exposes, already mapped to the
// shop's review shape; the synchronisation (run-review-sync.ts) never knows which platform it is.

/** A review as imported: `review_id` is derived from the platform's own id, so re-imports land on it. */
export interface PlatformReview {
  review_id: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  /** When the review was written on the platform (ISO). */
  created_at: string;
  /** The review's page on the platform, for attribution. */
  external_url?: string;
}

export interface PlatformSnapshot {
  /** Platform name shown next to its rating (« Google »). */
  name: string;
  rating: number;
  count: number;
  /** The shop's page on the platform. */
  url: string;
  reviews: PlatformReview[];
}

export interface ReviewPlatform {
  /** Throws a PlatformError (French message) when the platform cannot be read. */
  fetchSnapshot(): Promise<PlatformSnapshot>;
}

export type PlatformErrorKind = 'not-configured' | 'unavailable';

/** A failure the admin can act on; its message is French and shown as is. */
export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
