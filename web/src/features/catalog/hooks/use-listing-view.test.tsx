// A prerendered listing (embedded view, no query) once live: it follows its shown cards and the
// cards created since the render, and loads its type's cards only when those make it stale
// (or at once when the listing is small).
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asListingProduct } from '@fohzshop/shared/catalog/product-card';
import { DEFAULT_SORT } from '@fohzshop/shared/catalog/sort';
import { product } from '@fohzshop/shared/test-support/products';
import type { Product } from '@fohzshop/shared/schemas/product';
import { CATALOG_KEY, startLiveCatalog } from '@/entities/product/api/catalog-queries';
import { catalogSource, setCatalogSource } from '@/entities/product/api/catalog-source';
import { setPageRenderTime } from '@/lib/hydration/page-time';
import { liveTestCatalog } from '@/testing/live-catalog';
import type { CatalogParams } from './use-catalog-params';
import { useListingView, type ListingView } from './use-listing-view';

const RENDERED_AT = Date.parse('2026-01-10T00:00:00.000Z');
const PART = 'Pièce détachée';
const old = { created_at: '2026-01-01T00:00:00.000Z' };
const parts = [
  product({ product_id: 'p1', type: PART, views: 9, ...old }),
  product({ product_id: 'p2', type: PART, views: 8, ...old }),
];
const scooter = product({ product_id: 's1', ...old });
const params = { filters: [], sort: DEFAULT_SORT, compatibleIds: [], page: 1, query: '' };

let feed: ReturnType<typeof liveTestCatalog>;
let typeCards: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  feed = liveTestCatalog([...parts, scooter]);
  const source = await catalogSource();
  typeCards = vi.fn(source.cards);
  setCatalogSource({ ...source, cards: typeCards as typeof source.cards });
  setPageRenderTime(RENDERED_AT);
});

function setup(total = 500) {
  const client = new QueryClient();
  const cards = parts.map(asListingProduct);
  const embedded: ListingView = {
    shown: {
      items: cards,
      total,
      page: 1,
      pageCount: Math.ceil(total / 24),
      firstIndex: 0,
      lastIndex: 2,
    },
    options: { brand: [], stock: [], labels: [] },
    labels: {},
    scooters: [],
  };
  client.setQueryData([CATALOG_KEY, 'listing-view', PART, ''], embedded);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useListingView({ type: PART, params: params as unknown as CatalogParams }),
    { wrapper },
  );
  act(() => startLiveCatalog(client));
  return hook;
}

const names = (view: ListingView | undefined) => view?.shown.items.map((card) => card.name);
const partsOf = () => typeCards.mock.calls.filter(([type]) => type === PART);
const set = (products: Product[]) => act(() => feed.set(products));

describe('useListingView on a prerendered listing, live', () => {
  it('follows the shown cards without loading the type', async () => {
    const { result } = setup();
    set([{ ...parts[0]!, name: 'Renamed' }, parts[1]!, scooter]);
    await waitFor(() => expect(names(result.current.view)).toEqual(['Renamed', 'Produit p2']));
    expect(partsOf()).toEqual([]);
  });

  it('ignores a created card of another type', async () => {
    const { result } = setup();
    set([...parts, scooter, product({ product_id: 's2', created_at: '2026-01-11T00:00:00.000Z' })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.view?.shown.total).toBe(500);
    expect(partsOf()).toEqual([]);
  });

  it('loads the type when a card of its type is created after the render', async () => {
    const { result } = setup();
    const added = product({ product_id: 'p3', type: PART, views: 10 });
    set([...parts, scooter, { ...added, created_at: '2026-01-11T00:00:00.000Z' }]);
    await waitFor(() => expect(result.current.view?.shown.total).toBe(3));
    expect(partsOf()).not.toEqual([]);
  });

  it('goes live on its type when it is small (exact for any change)', async () => {
    const { result } = setup(2);
    await waitFor(() => expect(partsOf()).not.toEqual([]));
    await waitFor(() => expect(names(result.current.view)).toEqual(['Produit p1', 'Produit p2']));
  });

  it('loads the type when a shown card is deleted', async () => {
    const { result } = setup();
    set([parts[1]!, scooter]);
    await waitFor(() => expect(result.current.view?.shown.total).toBe(1));
    expect(names(result.current.view)).toEqual(['Produit p2']);
  });
});
