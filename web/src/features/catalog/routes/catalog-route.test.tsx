import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { stopProducts } from '@/entities/product/api/products-query';
import { CatalogRoute } from './catalog-route';

const feed = vi.hoisted(() => ({ push: undefined as ((raw: unknown) => void) | undefined }));
vi.mock('@/entities/product/api/products-listener', () => ({
  listenProducts: (onData: (raw: unknown) => void) => {
    feed.push = onData;
    return () => undefined;
  },
}));

const SCOOTER = 'Trottinette électrique';
const catalog = {
  thunder: product({
    product_id: 'thunder',
    name: 'Dualtron Thunder 3',
    price: 3990,
    stock: 2,
    views: 50,
  }),
  wolf: product({
    product_id: 'wolf',
    name: 'Kaabo Wolf King',
    brand: 'Kaabo',
    price: 2990,
    stock: 0,
    views: 30,
  }),
  mantis: product({
    product_id: 'mantis',
    name: 'Kaabo Mantis',
    brand: 'Kaabo',
    price: 1490,
    old_price: 1990,
    stock: 0,
    backorder: true,
    views: 10,
  }),
  nami: product({ product_id: 'nami', name: 'Nami Burn-E', brand: 'Nami', price: 4500, views: 5 }),
  pneu: product({
    product_id: 'pneu',
    name: 'Pneu 11 pouces',
    type: 'Pièce détachée',
    price: 59,
    views: 8,
  }),
};

async function setup(url = '/trottinettes-electriques') {
  feed.push = undefined;
  const router = createTestLocation(url);
  render(
    <TestProviders>
      <TestRouter
        router={router}
        routes={[
          {
            path: '/trottinettes-electriques',
            element: <CatalogRoute routeName="SCOOTERS" type={SCOOTER} />,
          },
        ]}
      />
    </TestProviders>,
  );
  await waitFor(() => expect(feed.push).toBeDefined());
  act(() => feed.push?.(catalog));
  return router;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => stopProducts());

describe('CatalogRoute', () => {
  it('lists the scooters of the page, best sellers first, without Nami, with the count', async () => {
    await setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trottinettes électriques' }),
    ).toBeTruthy();
    expect(await screen.findByText('3 produits')).toBeTruthy();
    expect(names()).toEqual(['Dualtron Thunder 3', 'Kaabo Wolf King', 'Kaabo Mantis']);
  });

  it('filters by stock state and brand, and puts the filters in the URL', async () => {
    const router = await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Filtres' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Sur commande/ }));
    expect(names()).toEqual(['Kaabo Mantis']);
    expect(router.state.location.search).toBe('?stock=Sur+commande');
    await userEvent.click(screen.getByRole('checkbox', { name: /Sur commande/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Kaabo/ }));
    expect(names()).toEqual(['Kaabo Wolf King', 'Kaabo Mantis']);
    expect(router.state.location.search).toBe('?marque=Kaabo');
  });

  it('applies a shared URL: price range and sort, and shows the empty state', async () => {
    await setup('/trottinettes-electriques?prix=1000-3000&tri=price-asc');
    await screen.findByText('2 produits');
    expect(names()).toEqual(['Kaabo Mantis', 'Kaabo Wolf King']);
    expect((screen.getByLabelText('Trier par') as HTMLSelectElement).value).toBe('price-asc');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser le tri' }));
    expect(names()).toEqual(['Kaabo Wolf King', 'Kaabo Mantis']);
  });

  it('says so in French when nothing matches, and clears the filters', async () => {
    await setup('/trottinettes-electriques?prix=1-2');
    expect(await screen.findByText('Aucun produit ne correspond à vos critères.')).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Effacer les filtres' })[0] as HTMLElement,
    );
    expect(await screen.findByText('3 produits')).toBeTruthy();
  });

  it('updates the cards live when stock or price change in the database', async () => {
    await setup();
    await screen.findByText('3 produits');
    const card = () =>
      screen.getByRole('heading', { name: 'Dualtron Thunder 3' }).closest('article') as HTMLElement;
    expect(within(card()).getByTestId('stock').textContent).toBe('En stock');
    act(() => feed.push?.({ ...catalog, thunder: { ...catalog.thunder, stock: 0, price: 3790 } }));
    await waitFor(() =>
      expect(within(card()).getByTestId('stock').textContent).toBe('Rupture de stock'),
    );
    expect(within(card()).getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('3 790,00 €');
  });
});
