// The comparison at /comparer?ids=a,b,c: the URL is the truth (shareable); the localStorage
// selection follows it, and a bare /comparer opens the stored selection.
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN, compareScooters } from '@fohzshop/shared/catalog/compare';
import { isScooter } from '@fohzshop/shared/catalog/compatibility';
import type { Product } from '@fohzshop/shared/schemas/product';
import { comparePath, useCompareList } from '@/entities/compare/hooks/use-compare-list';
import { useComparedProducts } from './use-compared-products';

export const IDS_PARAM = 'ids';

export function parseIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 128);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

export function useComparePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hasParam = searchParams.has(IDS_PARAM);
  const ids = useMemo(() => parseIds(searchParams.get(IDS_PARAM)), [searchParams]);
  const stored = useCompareList();
  const { byId, isLoading } = useComparedProducts(ids);

  // The loaded scooters of the URL, in its order: 4 at most, so rebuilt on each render.
  const scooters = ids.map((id) => byId.get(id)).filter((p): p is Product => !!p && isScooter(p));
  const missing = isLoading ? [] : ids.filter((id) => !scooters.some((s) => s.product_id === id));
  const rows = scooters.length >= COMPARE_MIN ? compareScooters(scooters) : [];

  const { replace } = stored;
  const idsKey = ids.join(',');
  const storedKey = stored.ids.join(',');
  // Opening a shared comparison makes it the visitor's selection too.
  useEffect(() => {
    if (hasParam && idsKey !== storedKey) replace(idsKey ? idsKey.split(',') : []);
    // storedKey is read, not a trigger: a change of the stored list must not rewrite the URL's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasParam, idsKey, replace]);

  // Readable, shareable URLs: '/comparer?ids=a,b' (commas left as they are).
  const setIds = useCallback(
    (next: readonly string[]) =>
      navigate(next.length > 0 ? comparePath(next) : `${comparePath([])}?${IDS_PARAM}=`),
    [navigate],
  );
  const remove = useCallback((id: string) => setIds(ids.filter((x) => x !== id)), [ids, setIds]);

  return {
    ids,
    /** No ?ids= at all: the page should open the stored selection instead. */
    redirectTo: !hasParam && stored.ids.length > 0 ? stored.path : undefined,
    scooters,
    missing,
    rows,
    isLoading,
    remove,
  };
}
