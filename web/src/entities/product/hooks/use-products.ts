// The whole product list and its derived labels, for the Hyperviseur's screens.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deriveLabels, type LabelsById } from '@fohzshop/shared/catalog/labels';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productsQueryOptions } from '../api/products-query';

export type ProductsState = {
  products: Product[];
  /** True until the first list arrived or PRODUCT_LOAD_TIMEOUT_MS passed. */
  isLoading: boolean;
  /** product_id → 'Nouveauté' | 'Meilleures ventes' | 'Prix fortement réduit' (every product has an entry). */
  labels: LabelsById;
};

const EMPTY = { products: [] as Product[], labels: {} as LabelsById };

/**
 * Labels depend on "now" and the whole list: derived once per list change (select is memoised),
 * at the build's time while the page shows the embedded data (same HTML as the server's).
 */
function withLabels(products: Product[]) {
  return { products, labels: deriveLabels(products, Date.now()) };
}

export function useProducts(): ProductsState {
  const client = useQueryClient();
  const { data = EMPTY, isPending } = useQuery({
    ...productsQueryOptions(client),
    select: withLabels,
  });
  return { products: data.products, labels: data.labels, isLoading: isPending };
}
