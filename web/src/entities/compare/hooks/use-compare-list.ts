// Public hook of the comparator selection ('Ajouter au comparateur' on scooter cards and pages):
// up to COMPARE_MAX scooter ids in localStorage, and the shareable /comparer URL.
import { useCallback, useMemo } from 'react';
import { ROUTES } from '@fohzshop/shared/routes';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import {
  COMPARE_MAX,
  getCompareIds,
  getServerCompareIds,
  setCompareIds,
  subscribeCompare,
} from '../api/compare-store';

export const COMPARE_PATH = ROUTES.COMPARE.path;

/** '/comparer?ids=a,b' — ids are product ids (RTDB keys have no comma). */
export function comparePath(ids: readonly string[]): string {
  return ids.length === 0
    ? COMPARE_PATH
    : `${COMPARE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

export type CompareList = {
  ids: readonly string[];
  isFull: boolean;
  has: (id: string) => boolean;
  /** false when the list is already full. */
  add: (id: string) => boolean;
  remove: (id: string) => void;
  /** Adds or removes; false when adding was refused (list full). */
  toggle: (id: string) => boolean;
  replace: (ids: readonly string[]) => void;
  clear: () => void;
  path: string;
};

export { COMPARE_MAX };

export function useCompareList(): CompareList {
  const ids = useBrowserStore(subscribeCompare, getCompareIds, getServerCompareIds);
  const has = useCallback((id: string) => ids.includes(id), [ids]);
  const add = useCallback((id: string) => {
    const current = getCompareIds();
    if (current.includes(id)) return true;
    if (current.length >= COMPARE_MAX) return false;
    setCompareIds([...current, id]);
    return true;
  }, []);
  const remove = useCallback(
    (id: string) => setCompareIds(getCompareIds().filter((x) => x !== id)),
    [],
  );
  const toggle = useCallback(
    (id: string) => {
      if (!getCompareIds().includes(id)) return add(id);
      remove(id);
      return true;
    },
    [add, remove],
  );
  const replace = useCallback(
    (next: readonly string[]) => setCompareIds(next.slice(0, COMPARE_MAX)),
    [],
  );
  const clear = useCallback(() => setCompareIds([]), []);
  return useMemo(
    () => ({
      ids,
      isFull: ids.length >= COMPARE_MAX,
      has,
      add,
      remove,
      toggle,
      replace,
      clear,
      path: comparePath(ids),
    }),
    [ids, has, add, remove, toggle, replace, clear],
  );
}
