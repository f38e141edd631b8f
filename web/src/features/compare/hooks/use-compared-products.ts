// The compared scooters as whole products: the comparator shows their datasheets (specs), which
// cards do not carry. One small live query per id (2 to 4), never the whole catalogue.
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productQueryOptions } from '@/entities/product/api/catalog-queries';
import { useLiveQueries } from '@/entities/product/hooks/use-live-query';

export type ComparedProducts = {
  /** id → the product, null when the catalogue has none; absent while it loads. */
  byId: ReadonlyMap<string, Product | null>;
  isLoading: boolean;
};

export function useComparedProducts(ids: readonly string[]): ComparedProducts {
  const client = useQueryClient();
  const results = useLiveQueries(ids.map((id) => productQueryOptions(client, id)));
  const byId = new Map<string, Product | null>();
  results.forEach((result, index) => {
    if (!result.isPending) byId.set(ids[index]!, result.data ?? null);
  });
  return { byId, isLoading: results.some((result) => result.isPending) };
}
