// The queries of settings/shop the pages use. A storefront page brings their data in its page
// data (the storefront function read settings/shop with the catalogue; entry-server.tsx seeds
// them, dated at the render), so nothing is read in the browser for an hour; a client screen
// reads them when it first needs them, through a dynamic import of shop-settings-api.ts.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InstalmentCredit } from '@fohzshop/shared/instalment-credit';
import type { ProducerIds } from '@fohzshop/shared/producer-ids';
import type { ShopContact, ShopView } from '@fohzshop/shared/storefront/shop-view';

/** The first key of every settings/shop query (entry-server.tsx embeds those). */
export const SHOP_SETTINGS_KEY = 'settings';
const STALE_MS = 60 * 60 * 1000;
const api = () => import('./shop-settings-api');
const creditApi = () => import('./instalment-credit-api');

export const shopContactQuery = queryOptions({
  queryKey: [SHOP_SETTINGS_KEY, 'shop', 'contact'],
  queryFn: async (): Promise<ShopContact | null> => (await (await api()).readShopView()).contact,
  staleTime: STALE_MS,
  // Contact details are a nicety on these pages: no toast if they cannot be read.
  meta: { silent: true },
});

/** The shop's IDU (DEEE, batteries): the placeholders until settings/shop says otherwise. */
export const producerIdsQuery = queryOptions({
  queryKey: [SHOP_SETTINGS_KEY, 'shop', 'producer_ids'],
  queryFn: async (): Promise<ProducerIds> => (await (await api()).readShopView()).producer_ids,
  staleTime: STALE_MS,
  meta: { silent: true },
});

export const instalmentCreditQuery = queryOptions({
  queryKey: [SHOP_SETTINGS_KEY, 'shop', 'instalment_credit'],
  queryFn: async (): Promise<InstalmentCredit> => (await creditApi()).readInstalmentCredit(),
  staleTime: STALE_MS,
  // The defaults are the legal text: no toast when the setting cannot be read.
  meta: { silent: true },
});

/** What a server render knows of settings/shop, put where the hooks read it, dated `at`. */
export function seedShopQueries(client: QueryClient, shop: ShopView, at: number): void {
  client.setQueryData(shopContactQuery.queryKey, shop.contact, { updatedAt: at });
  client.setQueryData(producerIdsQuery.queryKey, shop.producer_ids, { updatedAt: at });
  client.setQueryData(instalmentCreditQuery.queryKey, shop.instalment_credit, { updatedAt: at });
}
