import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestLocation, TestRouter } from '@/testing/render';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCatalogParams, type CatalogParams } from './use-catalog-params';

/** Query string with sorted parameters, decoded: the order of parameters carries no meaning. */
const canonical = (search: string) => {
  const entries = [...new URLSearchParams(search)].sort(
    ([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y),
  );
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}`;
};

/** Renders the hook inside a memory router at `url`; exposes the router and the current search. */
function setup(url = '/liste') {
  const seen: { params?: CatalogParams; search?: string } = {};
  function Probe() {
    seen.params = useCatalogParams();
    seen.search = canonical(useLocation().search);
    return null;
  }
  const router = createTestLocation(url);
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <TestRouter router={router} routes={[{ path: '/liste', element: <Probe /> }]} />
        {children}
      </>
    ),
  });
  return { seen, router };
}

describe('useCatalogParams', () => {
  it('reads filters, sort and compatible scooters from the URL', () => {
    const { seen } = setup(
      '/liste?marque=Dualtron&marque=Kaabo&stock=En+stock&prix=500-2000&tri=price-asc&compatible=thunder',
    );
    expect(seen.params?.filters).toEqual([
      { key: 'brand', query: 'Dualtron' },
      { key: 'brand', query: 'Kaabo' },
      { key: 'stock', query: 'En stock' },
      { key: 'price', query: '500-2000' },
    ]);
    expect(seen.params?.sort).toBe('price-asc');
    expect(seen.params?.compatibleIds).toEqual(['thunder']);
  });

  it('ignores an unknown sort (default sales-desc)', () => {
    const { seen } = setup('/liste?tri=n-importe-quoi');
    expect(seen.params?.sort).toBe('sales-desc');
  });

  it('writes every change into the URL as a new history entry (back undoes it)', async () => {
    const { seen, router } = setup();
    act(() => seen.params?.toggle({ key: 'brand', query: 'Dualtron' }));
    expect(seen.search).toBe('?marque=Dualtron');
    act(() => seen.params?.setFilter('price', '100-300'));
    act(() => seen.params?.setSort('price-desc'));
    expect(seen.search).toBe(canonical('?marque=Dualtron&prix=100-300&tri=price-desc'));
    act(() => seen.params?.toggle({ key: 'brand', query: 'Dualtron' }));
    expect(seen.search).toBe(canonical('?prix=100-300&tri=price-desc'));
    await act(() => router.navigate(-1));
    expect(seen.search).toBe(canonical('?marque=Dualtron&prix=100-300&tri=price-desc'));
    expect(seen.params?.filters).toHaveLength(2);
  });

  it('resets the sort, removes an emptied price, clears all filters but keeps the sort', () => {
    const { seen } = setup('/liste?stock=En+stock&prix=1-2&tri=name-asc&compatible=a');
    act(() => seen.params?.setFilter('price', ''));
    expect(seen.search).toBe(canonical('?stock=En stock&tri=name-asc&compatible=a'));
    act(() => seen.params?.clearAll());
    expect(seen.search).toBe('?tri=name-asc');
    act(() => seen.params?.resetSort());
    expect(seen.search).toBe('');
  });

  it('sets and removes the compatible scooters', () => {
    const { seen } = setup();
    act(() => seen.params?.setCompatible(['thunder', 'wolf']));
    expect(seen.search).toBe(canonical('?compatible=thunder&compatible=wolf'));
    act(() => seen.params?.setCompatible([]));
    expect(seen.search).toBe('');
  });

  it('reads the page (an invalid one is page 1) and gives the query the listing applies', () => {
    expect(setup('/liste?page=3').seen.params?.page).toBe(3);
    for (const bad of ['0', '-1', 'deux', '2.5', ''])
      expect(setup(`/liste?page=${bad}`).seen.params?.page, bad).toBe(1);
    expect(setup('/liste?marque=Kaabo&page=2').seen.params?.query).toBe('marque=Kaabo&page=2');
  });

  it('goes back to page 1 when a filter, the sort or the garage changes', () => {
    const { seen, router } = setup('/liste?page=3');
    act(() => seen.params?.toggle({ key: 'brand', query: 'Dualtron' }));
    expect(seen.search).toBe('?marque=Dualtron');
    expect(seen.params?.page).toBe(1);
    for (const change of [
      () => seen.params?.setSort('price-asc'),
      () => seen.params?.setFilter('price', '100-300'),
      () => seen.params?.setCompatible(['thunder']),
      () => seen.params?.clearAll(),
      () => seen.params?.resetSort(),
    ]) {
      act(() => void router.navigate(`/liste${router.state.location.search || '?'}&page=2`));
      expect(seen.params?.page).toBe(2);
      act(change);
      expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
    }
  });
});
