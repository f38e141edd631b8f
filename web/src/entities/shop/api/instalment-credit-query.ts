// The query of the instalment offers' wording (settings/shop/instalment_credit): apart from
// shop-queries.ts so that the cart and the checkout, which show an offer, carry only this one.
import { queryOptions } from '@tanstack/react-query';
import type { InstalmentCredit } from '@fohzshop/shared/instalment-credit';

/** The first key of every settings/shop query (entry-server.tsx embeds those). */
export const SHOP_SETTINGS_KEY = 'settings';
/** settings/shop changes rarely: a page's copy is trusted for an hour. */
export const SHOP_SETTINGS_STALE_MS = 60 * 60 * 1000;

export const instalmentCreditQuery = queryOptions({
  queryKey: [SHOP_SETTINGS_KEY, 'shop', 'instalment_credit'],
  queryFn: async (): Promise<InstalmentCredit> =>
    (await import('./instalment-credit-api')).readInstalmentCredit(),
  staleTime: SHOP_SETTINGS_STALE_MS,
  // The defaults are the legal text: no toast when the setting cannot be read.
  meta: { silent: true },
});
