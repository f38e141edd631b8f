import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Breadcrumb } from './breadcrumb';

const ELLIPSIS = '[aria-label="Niveaux intermédiaires masqués"]';

// Items in order; the ellipsis (an icon) reads '…'; separators (empty) are skipped.
const crumbs = () =>
  [...screen.getByTestId('breadcrumb').querySelectorAll('li')]
    .map((li) => (li.matches(ELLIPSIS) || li.querySelector(ELLIPSIS) ? '…' : li.textContent))
    .filter(Boolean);

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
});
