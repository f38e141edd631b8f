import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { cardsQueryOptions } from '@/entities/product/api/catalog-list-queries';
import { renderWithProviders } from '@/testing/render';
import { SearchDialog } from './search-dialog';
import { SearchButton } from './search-button';
import { setSearchOpen } from '../hooks/use-search-dialog';

const product = (id: string, overrides: Partial<ListingProduct>): ListingProduct => ({
  product_id: id,
  name: id,
  brand: 'Dualtron',
  price: 1000,
  stock: 1,
  type: 'Trottinette électrique',
  views: 0,
  images: [],
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const CARDS: ListingProduct[] = [
  product('d-thunder', { name: 'Dualtron Thunder 3', views: 50 }),
  product('t-fighter', { name: 'Teverun Fighter 11+', brand: 'Teverun', views: 80 }),
  product('k-mantis', { name: 'Kaabo Mantis King GT', brand: 'Kaabo', views: 30 }),
  product('i-s1', { name: 'InMotion S1', brand: 'InMotion', views: 5 }),
  product('pneu', {
    name: 'Pneu 11 pouces',
    brand: 'FōhzShop',
    type: 'Pièce détachée',
    views: 100,
    compatible_with: ['k-mantis'],
  }),
  product('chambre-thunder', {
    name: 'Chambre à air 10 pouces',
    brand: 'FōhzShop',
    type: 'Pièce détachée',
    compatible_with: ['d-thunder'],
  }),
];

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <SearchButton />
      <SearchDialog />
    </>,
  );
  // The index the dialog asks for on first open: every card.
  const { queryClient } = view;
  queryClient.setQueryData(cardsQueryOptions(queryClient).queryKey, CARDS);
  return { user, ...view };
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByPlaceholderText('Rechercher un produit ou une page...');
}

describe('search dialog', () => {
  beforeEach(() => {
    document.body.style.overflow = '';
  });
  afterEach(() => {
    act(() => setSearchOpen(false));
  });

  it('opens with Ctrl+K and shows the empty state: top 3 scooters, all scooters, brands, main pages', async () => {
    const { user } = setup();
    const input = await openWithShortcut(user);
    // Initial focus on the input is checked end to end (jsdom has no layout for the focus trap).
    expect(input).toBeTruthy();
    const options = screen.getAllByTestId('search-option').map((o) => o.textContent);
    expect(options.slice(0, 4)).toEqual([
      expect.stringContaining('Teverun Fighter 11+'),
      expect.stringContaining('Dualtron Thunder 3'),
      expect.stringContaining('Kaabo Mantis King GT'),
      'Voir toutes les trottinettes',
    ]);
    expect(screen.queryByText('InMotion S1')).toBeNull();
    const brands = within(screen.getByRole('group', { name: 'Marques' })).getAllByRole('option');
    expect(brands.map((b) => b.textContent)).toEqual(['Dualtron', 'Teverun', 'Kaabo', 'InMotion']);
    const pages = within(screen.getByRole('group', { name: 'Pages principales' })).getAllByRole(
      'option',
    );
    expect(pages.map((p) => p.textContent)).toEqual([
      'Accueil',
      'Trottinettes électriques',
      'Pièces détachées',
      'Mon panier',
      'Mon compte',
      "Centre d'aide",
    ]);
  });

  it('narrows parts to the scooters of my garage on request', async () => {
    localStorage.setItem('garage', JSON.stringify(['d-thunder']));
    const { user } = setup();
    const input = await openWithShortcut(user);
    await user.type(input, 'pneu chambre');
    const partNames = () =>
      within(screen.getByRole('group', { name: 'Pièces' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(partNames()).toHaveLength(2));
    await user.click(
      screen.getByRole('checkbox', { name: 'Uniquement les pièces compatibles avec mon garage' }),
    );
    await waitFor(() =>
      expect(partNames()).toEqual([expect.stringContaining('Chambre à air 10 pouces')]),
    );
    localStorage.removeItem('garage');
  });

  it('asks for no card before the dialog first opens, then for every card', async () => {
    const { user, queryClient } = setup();
    const key = cardsQueryOptions(queryClient).queryKey;
    expect(queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(0);
    await openWithShortcut(user);
    expect(queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1);
  });

  it('opens from the search icon', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Rechercher/ }));
    await screen.findByPlaceholderText('Rechercher un produit ou une page...');
  });

  it('matches any word, and says so when nothing matches', async () => {
    const { user } = setup();
    const input = await openWithShortcut(user);
    await user.type(input, 'mantis pneu');
    const scooters = await screen.findByRole('group', { name: 'Trottinettes' });
    expect(
      within(scooters)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Kaabo Mantis King GT')]);
    const parts = screen.getByRole('group', { name: 'Pièces' });
    expect(
      within(parts)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Pneu 11 pouces')]);
    // 'pneu' also finds the spare parts page by its description.
    expect(screen.getByRole('group', { name: 'Pages' }).textContent).toContain('Pièces détachées');
    await user.clear(input);
    await user.type(input, 'zzzzzz');
    await screen.findByText('Aucun résultat trouvé.');
  });

  it('moves with the arrow keys and opens the active option with Enter', async () => {
    const { user, router } = setup();
    const input = await openWithShortcut(user);
    await user.type(input, 'kaabo');
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true'),
    );
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/trottinettes-electriques/k-mantis'),
    );
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Rechercher un produit ou une page...')).toBeNull(),
    );
  });

  it('closes with the close button and locks page scroll while open', async () => {
    const { user } = setup();
    await openWithShortcut(user);
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await user.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Rechercher un produit ou une page...')).toBeNull(),
    );
    await act(async () => undefined);
  });
});
