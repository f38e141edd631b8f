// The visitor's garage — the scooters they own — kept in localStorage, shared between tabs via
// the storage event. Signed-in customers also keep it on their account (garage-account-sync.tsx).
import { GARAGE_MAX_SCOOTERS, parseGarage } from '@fohzshop/shared/catalog/compatibility';
import { createLocalListStore } from '@/lib/local-list-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const GARAGE_MAX = GARAGE_MAX_SCOOTERS;

const store = createLocalListStore({
  key: STORAGE_KEYS.garage,
  max: GARAGE_MAX,
  parse: parseGarage,
});

export const getGarageIds = store.get;
export const getServerGarageIds = store.getServer;
export const setGarageIds = store.set;
export const subscribeGarage = store.subscribe;
