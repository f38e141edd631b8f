import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { COMPARE_STORAGE_KEY } from '@/entities/compare/api/compare-store';
import { setCatalogSource, type CatalogSource } from '@/entities/product/api/catalog-source';
import { memoryCatalogSource } from '@/entities/product/api/memory-catalog-source';
import { CompareRoute } from './compare-route';

const catalog = {
  a: product({ product_id: 'a', name: 'Thunder 3', specs: { power_w: 5400 } }),
  b: product({ product_id: 'b', name: 'Wolf King', specs: { power_w: 6720 } }),
  c: product({ product_id: 'c', name: 'Mantis', specs: { power_w: 2000 } }),
};

// The catalogue answered from memory; the spies tell which queries the page makes.
let source: CatalogSource;
beforeEach(() => {
  const memory = memoryCatalogSource(Object.values(catalog));
  source = { ...memory, product: vi.fn(memory.product), cards: vi.fn(memory.cards) };
  setCatalogSource(source);
});

async function setup(url: string) {
  const router = createTestLocation(url);
  render(
    <TestProviders>
      <TestRouter router={router} routes={[{ path: '/comparer', element: <CompareRoute /> }]} />
    </TestProviders>,
  );
  return router;
}

const stored = () => JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as string[];

describe('CompareRoute', () => {
  it('compares the scooters of a shared URL and makes them the stored selection', async () => {
    await setup('/comparer?ids=a,c');
    await screen.findByRole('link', { name: 'Thunder 3' });
    screen.getByRole('link', { name: 'Mantis' });
    await waitFor(() => expect(stored()).toEqual(['a', 'c']));
    // The compared products only (their datasheets), never a list of cards.
    expect(vi.mocked(source.product).mock.calls.map(([id]) => id)).toEqual(['a', 'c']);
    expect(source.cards).not.toHaveBeenCalled();
  });

  it('opens the stored selection when the URL has none, and removing a column updates the URL', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(['a', 'b', 'c']));
    const router = await setup('/comparer');
    await screen.findByRole('link', { name: 'Wolf King' });
    expect(router.state.location.search).toBe('?ids=a,b,c');
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Wolf King de la comparaison' }),
    );
    expect(router.state.location.search).toBe('?ids=a,c');
    await waitFor(() => expect(stored()).toEqual(['a', 'c']));
  });

  it('asks for a second scooter and names unknown ids', async () => {
    await setup('/comparer?ids=a,zzz');
    await screen.findByText('Ajoutez une deuxième trottinette');
    screen.getByText(/introuvable : zzz/);
  });
});
