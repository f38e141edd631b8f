import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import type { Product } from '@fohzshop/shared/schemas/product';
import { liveTestCatalog } from '@/testing/live-catalog';
import { CatalogRoute } from './catalog-route';

let feed: ReturnType<typeof liveTestCatalog>;

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

async function setup(url = '/trottinettes-electriques', data: Record<string, Product> = catalog) {
  feed = liveTestCatalog(Object.values(data));
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
  // Loaded: the cards, or the empty state.
  await screen.findAllByText(/\d+ produits?$|Aucun/);
  return router;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('CatalogRoute', () => {
  it('lists the scooters of the page, best sellers first, without Nami, with the count', async () => {
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'Trottinettes électriques' });
    await screen.findByText('3 produits');
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
    await screen.findByText('Aucun produit ne correspond à vos critères.');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Effacer les filtres' })[0] as HTMLElement,
    );
    await screen.findByText('3 produits');
  });

  it('updates the cards live when stock or price change in the database', async () => {
    await setup();
    await screen.findByText('3 produits');
    const card = () =>
      screen.getByRole('heading', { name: 'Dualtron Thunder 3' }).closest('article') as HTMLElement;
    expect(within(card()).getByTestId('stock').textContent).toBe('En stock');
    act(() =>
      feed.set(
        Object.values({ ...catalog, thunder: { ...catalog.thunder, stock: 0, price: 3790 } }),
      ),
    );
    await waitFor(() =>
      expect(within(card()).getByTestId('stock').textContent).toBe('Rupture de stock'),
    );
    expect(within(card()).getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('3 790,00 €');
  });

  it('shows 24 cards a page, page 2 through the pagination, and a filter goes back to page 1', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `s${i}`,
        product({
          product_id: `s${i}`,
          name: `Trottinette ${i + 1}`,
          brand: i % 2 === 0 ? 'Dualtron' : 'Kaabo',
          views: 100 - i,
        }),
      ]),
    );
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = await setup('/trottinettes-electriques', many);
    await screen.findByText('1–24 sur 30 produits');
    expect(names()).toHaveLength(24);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    within(nav).getByText('Page 1 sur 2');
    await userEvent.click(within(nav).getByRole('link', { name: 'Suivant' }));
    expect(router.state.location.search).toBe('?page=2');
    await screen.findByText('25–30 sur 30 produits');
    expect(names()).toEqual([25, 26, 27, 28, 29, 30].map((n) => `Trottinette ${n}`));
    expect(scroll).toHaveBeenCalled();
    scroll.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Kaabo/ }));
    expect(router.state.location.search).toBe('?marque=Kaabo');
    await screen.findByText('15 produits');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('clamps a page beyond the last one, and shows the page of a shared URL', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`s${i}`, product({ product_id: `s${i}` })]),
    );
    await setup('/trottinettes-electriques?page=9', many);
    await screen.findByText('49–50 sur 50 produits');
    const current = await screen.findByRole('link', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(names()).toHaveLength(2);
  });
});
