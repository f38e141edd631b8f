// Live reviews for the Hyperviseur: one RTDB listener per node (reviews — admins may read all of
// it —, review_stats) feeding the query cache; the first snapshot resolves the query, later ones
// replace the cached value, so a save, a delete or a synchronisation shows without polling.
import type { QueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import {
  ReviewSchema,
  ReviewStatsSchema,
  type Review,
  type ReviewStats,
} from '@fohzshop/shared/schemas/review';
import { liveNodeQuery } from '@/entities/admin-shell/api/live-node';

/** Valid reviews, newest first; a malformed node is left out rather than break the screen. */
export function parseReviews(raw: unknown): Review[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .flatMap(([id, value]) => {
      const parsed = ReviewSchema.safeParse({ review_id: id, ...(value as object) });
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const parseStats = (raw: unknown): ReviewStats | null => {
  const parsed = ReviewStatsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

const live = <T>(client: QueryClient, path: string, parse: (raw: unknown) => T) =>
  liveNodeQuery(client, path, parse, REVIEW_MESSAGES.loadFailed);

export const adminReviewsQuery = (client: QueryClient) =>
  live(client, COLLECTIONS.reviews, parseReviews);
export const adminReviewStatsQuery = (client: QueryClient) =>
  live(client, COLLECTIONS.reviewStats, parseStats);
