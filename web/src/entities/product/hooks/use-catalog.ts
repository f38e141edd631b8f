// The storefront's catalogue hooks: each reads only what its screen shows (see
// api/catalog-list-queries.ts). Labels need the catalogue's best sellers, a small live query.
// A product and the cards of a few ids have their own modules (the start-up bundle needs them).
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deriveLabels, sameLabels, type LabelsById } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { ProductType } from '@fohzshop/shared/catalog/taxonomy';
import { pageRenderTime, pageTimes } from '@/lib/hydration/page-time';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';
import {
  bestSellersQueryOptions,
  cardsCreatedSinceQueryOptions,
  cardsQueryOptions,
  compatiblePartsQueryOptions,
  newestCardsQueryOptions,
} from '../api/catalog-list-queries';
import { useCardsById } from './use-cards-by-id';
import { useLiveQuery } from './use-live-query';

export const NO_CARDS: ListingProduct[] = [];

export type CardsState = { cards: ListingProduct[]; isLoading: boolean };

/** Cards of a type, or of the whole catalogue (search); `enabled` false waits (nothing loads). */
export function useCards(type: ProductType | undefined, enabled = true): CardsState {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(cardsQueryOptions(client, type), enabled);
  return { cards: data ?? NO_CARDS, isLoading: isPending };
}

export function useBestSellers(): CardsState & { ids: ReadonlySet<string> } {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(bestSellersQueryOptions(client));
  const cards = data ?? NO_CARDS;
  const ids = useMemo(() => new Set(cards.map((card) => card.product_id)), [cards]);
  return { cards, ids, isLoading: isPending };
}

/** The labels of these cards (« Nouveauté » at the page's time, best sellers of the catalogue). */
export function useCardLabels(cards: readonly ListingProduct[]): LabelsById {
  const { ids } = useBestSellers();
  const { rendered, browser } = pageTimes();
  const atRender = useMemo(() => deriveLabels(cards, rendered, ids), [cards, rendered, ids]);
  const atBrowser = useMemo(
    () => (browser === rendered ? atRender : deriveLabels(cards, browser, ids)),
    [atRender, cards, browser, rendered, ids],
  );
  return useHydratedValue(atBrowser, atRender, sameLabelsById);
}

function sameLabelsById(a: LabelsById, b: LabelsById): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => sameLabels(a[id], b[id]));
}

export function useNewestCards(last: number): CardsState {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(newestCardsQueryOptions(client, last));
  return { cards: data ?? NO_CARDS, isLoading: isPending };
}

/**
 * A prerendered page's cards once live, without loading a whole type: these ids one by one
 * (`shown`, deleted ones left out, `deleted` once one is missing) and the cards created since
 * the page was rendered, which its build could not show. Nothing is asked while `enabled` is false.
 */
export function useCardsSinceRender(
  ids: readonly string[],
  enabled: boolean,
): { shown: ListingProduct[]; deleted: boolean; created: ListingProduct[] } {
  const client = useQueryClient();
  const shown = useCardsById(enabled ? ids : NO_IDS);
  const since = pageRenderTime() ?? 0;
  const created = useLiveQuery(
    cardsCreatedSinceQueryOptions(client, since),
    enabled && since > 0,
  ).data;
  return {
    shown: shown.cards,
    deleted: enabled && !shown.isLoading && shown.cards.length < ids.length,
    created: (enabled && created) || NO_CARDS,
  };
}
const NO_IDS: string[] = [];

/** compatible_parts/{scooterId}: the ids of the parts that fit, with their views. */
export function useCompatibleParts(scooterId: string | undefined): {
  parts: Record<string, number>;
  isLoading: boolean;
} {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(
    compatiblePartsQueryOptions(client, scooterId ?? ''),
    Boolean(scooterId),
  );
  return { parts: data ?? NO_PARTS, isLoading: isPending };
}
const NO_PARTS: Record<string, number> = {};
