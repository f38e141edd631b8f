// Live promotion codes for the Hyperviseur: one RTDB listener on promotions (admins read it) and
// one on promotion_uses (the live count of orders holding each code), feeding the query cache.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { onValue, ref } from 'firebase/database';
import {
  PROMOTIONS,
  PROMOTION_USES,
  PromotionSchema,
  type Promotion,
} from '@fohzshop/shared/schemas/promotion';
import { db } from '@/lib/firebase/database';
import { HV_PROMOTION_MESSAGES } from '../lib/messages';

const listeners = new Map<string, () => void>();
const keyOf = (path: string) => ['hv-promotions', 'live', path] as const;

function listen<T>(client: QueryClient, path: string, parse: (raw: unknown) => T): Promise<T> {
  listeners.get(path)?.();
  return new Promise<T>((resolve, reject) => {
    let first = true;
    const stop = onValue(
      ref(db(), path),
      (snapshot) => {
        const value = parse(snapshot.val());
        if (first) resolve(value);
        else client.setQueryData(keyOf(path), value);
        first = false;
      },
      (error) => {
        listeners.delete(path);
        if (first) reject(error);
        else void client.invalidateQueries({ queryKey: keyOf(path) });
      },
    );
    listeners.set(path, stop);
  });
}

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
  queryOptions({
    queryKey: keyOf(path),
    queryFn: () => listen(client, path, parse),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { errorMessage: HV_PROMOTION_MESSAGES.loadFailed },
  });

export const adminPromotionsQuery = (client: QueryClient) =>
  live(client, PROMOTIONS, parsePromotions);
export const promotionUsesQuery = (client: QueryClient) => live(client, PROMOTION_USES, parseUses);
