// Public hook: the shop's e-mail, phone and address from settings/shop (null until known).
import { useQuery } from '@tanstack/react-query';
import type { ShopContact } from '@fohzshop/shared/storefront/shop-view';
import { shopContactQuery } from '../api/shop-queries';

export type { ShopContact };

export function useShopContact(): ShopContact | null {
  return useQuery(shopContactQuery).data ?? null;
}
