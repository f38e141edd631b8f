// The cards of a few ids (a cart, a product's related items) as one live query.
import { useQueryClient } from '@tanstack/react-query';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { cardsByIdQueryOptions } from '../api/catalog-list-queries';
import { useLiveQuery } from './use-live-query';

const NO_CARDS: ListingProduct[] = [];

/** The cards of these ids, in this order (missing products left out): one live query. */
export function useCardsById(ids: readonly string[]): {
  cards: ListingProduct[];
  isLoading: boolean;
} {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(cardsByIdQueryOptions(client, ids), ids.length > 0);
  return { cards: data ?? NO_CARDS, isLoading: isPending };
}
