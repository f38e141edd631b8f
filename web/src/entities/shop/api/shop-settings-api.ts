// settings/shop (public part): the shop's contact details, read once and cached.
import { queryOptions } from '@tanstack/react-query';
import { get, ref } from 'firebase/database';
import {
  SHOP_SETTINGS_PATH,
  ShopSettingsSchema,
  type ShopSettings,
} from '@fohzshop/shared/schemas/settings';
import { producerIdsOf, type ProducerIds } from '@fohzshop/shared/producer-ids';
import { db } from '@/lib/firebase/database';

export type ShopContact = ShopSettings['contact'];

export const shopContactQuery = queryOptions({
  queryKey: ['settings', 'shop', 'contact'],
  queryFn: async (): Promise<ShopContact | null> => {
    const parsed = ShopSettingsSchema.safeParse((await get(ref(db(), SHOP_SETTINGS_PATH))).val());
    return parsed.success ? parsed.data.contact : null;
  },
  staleTime: 60 * 60 * 1000,
  // Contact details are a nicety on these pages: no toast if they cannot be read.
  meta: { silent: true },
});

/** The shop's IDU (DEEE, batteries): the placeholders until settings/shop says otherwise. */
export const producerIdsQuery = queryOptions({
  queryKey: ['settings', 'shop', 'producer_ids'],
  queryFn: async (): Promise<ProducerIds> => {
    const parsed = ShopSettingsSchema.safeParse((await get(ref(db(), SHOP_SETTINGS_PATH))).val());
    return producerIdsOf(parsed.success ? parsed.data.producer_ids : undefined);
  },
  staleTime: 60 * 60 * 1000,
  meta: { silent: true },
});
