// The queries of settings/shop the content pages use (the credit wording's is in
// instalment-credit-query.ts). A storefront page brings their data in its page data (the
// storefront function read settings/shop with the catalogue; seed-shop-queries.ts puts it in the
// render's cache, dated at the render), so nothing is read in the browser for an hour; a client
// screen reads them when it first needs them, through a dynamic import of shop-settings-api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { ProducerIds } from '@fohzshop/shared/producer-ids';
import type { ShopContact } from '@fohzshop/shared/storefront/shop-view';
import { SHOP_SETTINGS_KEY, SHOP_SETTINGS_STALE_MS as STALE_MS } from './instalment-credit-query';

export { SHOP_SETTINGS_KEY };
const api = () => import('./shop-settings-api');

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
