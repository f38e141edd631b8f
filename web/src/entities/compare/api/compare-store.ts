// The comparator selection (2–4 scooters), kept in localStorage and shared between tabs.
import { COMPARE_MAX } from '@fohzshop/shared/catalog/compare-limits';
import { createLocalListStore } from '@/lib/local-list-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const COMPARE_STORAGE_KEY = STORAGE_KEYS.compare;
export { COMPARE_MAX };

function parse(raw: string | null): readonly string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter(
      (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128,
    );
    return [...new Set(ids)].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

const store = createLocalListStore({ key: COMPARE_STORAGE_KEY, max: COMPARE_MAX, parse });

export const getCompareIds = store.get;
export const getServerCompareIds = store.getServer;
export const setCompareIds = store.set;
export const subscribeCompare = store.subscribe;
