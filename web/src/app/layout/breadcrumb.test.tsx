import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { setCatalogSource, type CatalogSource } from '@/entities/product/api/catalog-source';
import { memoryCatalogSource } from '@/entities/product/api/memory-catalog-source';
import { renderWithProviders } from '@/testing/render';
import { Breadcrumb } from './breadcrumb';

const ELLIPSIS = '[aria-label="Niveaux intermédiaires masqués"]';

// Items in order; the ellipsis (an icon) reads '…'; separators (empty) are skipped.
const crumbs = () =>
  [...screen.getByTestId('breadcrumb').querySelectorAll('li')]
    .map((li) => (li.matches(ELLIPSIS) || li.querySelector(ELLIPSIS) ? '…' : li.textContent))
    .filter(Boolean);

// The catalogue answered from memory; the spy tells which products are read.
let source: CatalogSource;
beforeEach(() => {
  const memory = memoryCatalogSource([
    product({ product_id: 'thunder', name: 'Dualtron Thunder 3' }),
  ]);
  source = { ...memory, product: vi.fn(memory.product) };
  setCatalogSource(source);
});

describe('Breadcrumb', () => {
  it('is hidden on the home page', () => {
    renderWithProviders(<Breadcrumb />, { path: '/' });
    expect(screen.queryByTestId('breadcrumb')).toBeNull();
  });

  it('starts with Accueil and labels segments with their route, the last one being the current page', () => {
    renderWithProviders(<Breadcrumb />, { path: '/trottinettes-electriques/dualtron' });
    expect(crumbs()).toEqual(['Accueil', 'Trottinettes électriques', 'Dualtron']);
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(
      screen.getByRole('link', { name: 'Trottinettes électriques' }).getAttribute('href'),
    ).toBe('/trottinettes-electriques');
    expect(screen.getByText('Dualtron').getAttribute('aria-current')).toBe('page');
  });

  it('shows the decoded segment when no route matches it', () => {
    renderWithProviders(<Breadcrumb />, { path: '/pieces-detachees/pneu%20avant' });
    expect(crumbs()).toEqual(['Accueil', 'Pièces détachées', 'pneu avant']);
  });

  it('collapses more than 4 segments to first, ellipsis, last', () => {
    renderWithProviders(<Breadcrumb />, { path: '/a/b/c/d/e' });
    expect(crumbs()).toEqual(['Accueil', 'a', '…', 'e']);
  });

  it("names a product page's last crumb after the product of the path's id", async () => {
    renderWithProviders(<Breadcrumb />, { path: '/trottinettes-electriques/thunder' });
    await waitFor(() =>
      expect(crumbs()).toEqual(['Accueil', 'Trottinettes électriques', 'Dualtron Thunder 3']),
    );
    expect(vi.mocked(source.product).mock.calls).toEqual([['thunder']]);
  });

  it("keeps the id when the path is not the product's own page", async () => {
    renderWithProviders(<Breadcrumb />, { path: '/pieces-detachees/thunder' });
    await waitFor(() => expect(source.product).toHaveBeenCalled());
    expect(crumbs()).toEqual(['Accueil', 'Pièces détachées', 'thunder']);
  });

  it('reads no product off product pages', () => {
    renderWithProviders(<Breadcrumb />, { path: '/trottinettes-electriques/dualtron' });
    expect(source.product).not.toHaveBeenCalled();
  });
});
