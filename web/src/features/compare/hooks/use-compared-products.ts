// The compared scooters as whole products: the comparator shows their datasheets (specs), which
// cards do not carry. One small live query over their ids (2 to 4), never the whole catalogue.
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productsByIdQueryOptions } from '@/entities/product/api/catalog-list-queries';
import { useLiveQuery } from '@/entities/product/hooks/use-live-query';

export type ComparedProducts = {
  /** id → the product, null when the catalogue has none; absent while it loads. */
  byId: ReadonlyMap<string, Product | null>;
  isLoading: boolean;
};

export function useComparedProducts(ids: readonly string[]): ComparedProducts {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(productsByIdQueryOptions(client, ids), ids.length > 0);
  const byId = new Map<string, Product | null>();
  data?.forEach((product, index) => byId.set(ids[index]!, product));
  return { byId, isLoading: isPending };
}
