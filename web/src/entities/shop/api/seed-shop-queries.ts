// The server render's side of shop-queries.ts (entry-server.tsx only, so the browser's chunks
// never carry it): what the storefront function read of settings/shop, put where the hooks read
// it, dated at the render.
import type { QueryClient } from '@tanstack/react-query';
import type { ShopView } from '@fohzshop/shared/storefront/shop-view';
import { instalmentCreditQuery } from './instalment-credit-query';
import { producerIdsQuery, shopContactQuery } from './shop-queries';

/** What a server render knows of settings/shop, put where the hooks read it, dated `at`. */
export function seedShopQueries(client: QueryClient, shop: ShopView, at: number): void {
  client.setQueryData(shopContactQuery.queryKey, shop.contact, { updatedAt: at });
  client.setQueryData(producerIdsQuery.queryKey, shop.producer_ids, { updatedAt: at });
  client.setQueryData(instalmentCreditQuery.queryKey, shop.instalment_credit, { updatedAt: at });
}
