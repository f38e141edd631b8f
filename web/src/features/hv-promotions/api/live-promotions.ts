// Live promotion codes for the Hyperviseur: one RTDB listener on promotions (admins read it) and
// one on promotion_uses (the live count of orders holding each code), feeding the query cache.
import type { QueryClient } from '@tanstack/react-query';
import {
  PROMOTIONS,
  PROMOTION_USES,
  PromotionSchema,
  type Promotion,
} from '@fohzshop/shared/schemas/promotion';
import { liveNodeQuery } from '@/entities/admin-shell/api/live-node';
import { HV_PROMOTION_MESSAGES } from '../lib/messages';

/** Valid codes, by code; a malformed node is left out rather than break the screen. */
export function parsePromotions(raw: unknown): Promotion[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .flatMap(([code, value]) => {
      const parsed = PromotionSchema.safeParse({ ...(value as object), code });
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** code → orders holding it now. */
export function parseUses(raw: unknown): Record<string, number> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

const live = <T>(client: QueryClient, path: string, parse: (raw: unknown) => T) =>
  liveNodeQuery(client, path, parse, HV_PROMOTION_MESSAGES.loadFailed);

export const adminPromotionsQuery = (client: QueryClient) =>
  live(client, PROMOTIONS, parsePromotions);
export const promotionUsesQuery = (client: QueryClient) => live(client, PROMOTION_USES, parseUses);
