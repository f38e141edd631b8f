// Public hook: the shop's e-mail, phone and address from settings/shop (null until known).
import { useQuery } from '@tanstack/react-query';
import { shopContactQuery, type ShopContact } from '../api/shop-settings-api';

export function useShopContact(): ShopContact | null {
  return useQuery(shopContactQuery).data ?? null;
}
