// One product, whole and live (a product page; the breadcrumb reads its name from the same query).
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productQueryOptions } from '../api/catalog-queries';
import { useLiveQuery } from './use-live-query';

export function useProduct(id: string | undefined): {
  product: Product | undefined;
  isLoading: boolean;
} {
  const client = useQueryClient();
  const { data, isPending } = useLiveQuery(productQueryOptions(client, id ?? ''), Boolean(id));
  return { product: data ?? undefined, isLoading: isPending };
}
