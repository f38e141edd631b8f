// settings/shop (public part), read in the browser: only where the page did not bring it in its
// data (client screens; the storefront's pages carry it, shop-queries.ts). Loaded by a dynamic
// import, so Firebase and zod stay off the load path of the pages that show it.
import { get, ref } from 'firebase/database';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { shopViewOf, type ShopView } from '@fohzshop/shared/storefront/shop-view';
import { db } from '@/lib/firebase/database';

export async function readShopView(): Promise<ShopView> {
  return shopViewOf((await get(ref(db(), SHOP_SETTINGS_PATH))).val());
}
