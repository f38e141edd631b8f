// Public hook of "Mon garage": the scooters the visitor owns (localStorage, shared between tabs)
// and a helper to narrow a part list to the parts that fit them. Used by catalogue listings,
// product pages and the search dialog.
import { useCallback, useMemo } from 'react';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { filterByGarage } from '@fohzshop/shared/catalog/compatibility';
import {
  GARAGE_MAX,
  getGarageIds,
  getServerGarageIds,
  setGarageIds,
  subscribeGarage,
} from '../api/garage-store';

export type Garage = {
  /** Product ids of the visitor's scooters, in the order they were added. */
  scooterIds: readonly string[];
  isFull: boolean;
  has: (scooterId: string) => boolean;
  add: (scooterId: string) => void;
  remove: (scooterId: string) => void;
  toggle: (scooterId: string) => void;
  clear: () => void;
  /** Keeps scooters, and the parts that fit at least one garage scooter (all when the garage is empty). */
  narrow: <T extends ListingProduct>(products: readonly T[]) => T[];
};

export { GARAGE_MAX };

export function useGarage(): Garage {
  const scooterIds = useBrowserStore(subscribeGarage, getGarageIds, getServerGarageIds);
  const has = useCallback((id: string) => scooterIds.includes(id), [scooterIds]);
  const add = useCallback(
    (id: string) => setGarageIds([...getGarageIds().filter((x) => x !== id), id]),
    [],
  );
  const remove = useCallback(
    (id: string) => setGarageIds(getGarageIds().filter((x) => x !== id)),
    [],
  );
  const toggle = useCallback(
    (id: string) => (getGarageIds().includes(id) ? remove(id) : add(id)),
    [add, remove],
  );
  const clear = useCallback(() => setGarageIds([]), []);
  const narrow = useCallback(
    <T extends ListingProduct>(products: readonly T[]) => filterByGarage(products, scooterIds),
    [scooterIds],
  );
  return useMemo(
    () => ({
      scooterIds,
      isFull: scooterIds.length >= GARAGE_MAX,
      has,
      add,
      remove,
      toggle,
      clear,
      narrow,
    }),
    [scooterIds, has, add, remove, toggle, clear, narrow],
  );
}
