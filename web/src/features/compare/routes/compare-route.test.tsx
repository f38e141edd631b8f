import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { COMPARE_STORAGE_KEY } from '@/entities/compare/api/compare-store';
import { CompareRoute } from './compare-route';

// The product list comes from the catalogue's single RTDB listener; feed it by hand.
const feed = vi.hoisted(() => ({ push: undefined as ((raw: unknown) => void) | undefined }));
vi.mock('@/entities/product/api/products-listener', () => ({
  listenProducts: (onData: (raw: unknown) => void) => {
    feed.push = onData;
    return () => undefined;
  },
}));

const catalog = {
  a: product({ product_id: 'a', name: 'Thunder 3', specs: { power_w: 5400 } }),
  b: product({ product_id: 'b', name: 'Wolf King', specs: { power_w: 6720 } }),
  c: product({ product_id: 'c', name: 'Mantis', specs: { power_w: 2000 } }),
};

async function setup(url: string) {
  feed.push = undefined;
  const router = createTestLocation(url);
  render(
    <TestProviders>
      <TestRouter router={router} routes={[{ path: '/comparer', element: <CompareRoute /> }]} />
    </TestProviders>,
  );
  await waitFor(() => expect(feed.push).toBeDefined());
  act(() => feed.push?.(catalog));
  return router;
}

afterEach(async () => {
  const { stopProducts } = await import('@/entities/product/api/products-query');
  stopProducts();
});

const stored = () => JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as string[];

describe('CompareRoute', () => {
  it('compares the scooters of a shared URL and makes them the stored selection', async () => {
    await setup('/comparer?ids=a,c');
    expect(await screen.findByRole('link', { name: 'Thunder 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mantis' })).toBeTruthy();
    await waitFor(() => expect(stored()).toEqual(['a', 'c']));
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
    expect(await screen.findByText('Ajoutez une deuxième trottinette')).toBeTruthy();
    expect(screen.getByText(/introuvable : zzz/)).toBeTruthy();
  });
});
