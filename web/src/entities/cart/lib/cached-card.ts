// What the catalogue already in the cache knows about one product, for the cart's stock checks:
// its card, its page's product, or its card in a list a page shows (listing, home, search). The
// add-to-cart buttons only show next to one of those, so no read is needed; unknown ⇒ undefined
// (the cart limit applies, and the server checks the stock again when ordering).
import type { QueryClient } from '@tanstack/react-query';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import {
  CATALOG_KEY,
  cardQueryOptions,
  productQueryOptions,
} from '@/entities/product/api/catalog-queries';

const isCard = (value: unknown, id: string): value is ListingProduct =>
  Boolean(value) && typeof value === 'object' && (value as ListingProduct).product_id === id;

export function cachedCard(client: QueryClient, id: string): ListingProduct | undefined {
  for (const key of [
    cardQueryOptions(client, id).queryKey,
    productQueryOptions(client, id).queryKey,
  ]) {
    const value = client.getQueryData<unknown>(key);
    if (isCard(value, id)) return value;
  }
  for (const [, value] of client.getQueriesData<unknown>({ queryKey: [CATALOG_KEY] })) {
    if (!Array.isArray(value)) continue;
    const found: unknown = value.find((item) => isCard(item, id));
    if (isCard(found, id)) return found;
  }
  return undefined;
}
