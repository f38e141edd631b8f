import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PaginationNav } from './pagination-nav';

const hrefOf = (n: number) => ({ search: n > 1 ? `?page=${n}` : '' });

function setup(page: number, pageCount: number, onNavigate = vi.fn()) {
  const view = renderWithProviders(
    <PaginationNav page={page} pageCount={pageCount} hrefOf={hrefOf} onNavigate={onNavigate} />,
    { path: '/liste' },
  );
  return { ...view, onNavigate };
}

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('PaginationNav', () => {
  it('renders real links, the current page marked, with previous, next and « Page 2 sur 5 »', () => {
    setup(2, 5);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Précédent', '/liste'],
      ['1', '/liste'],
      ['2', '/liste?page=2'],
      ['3', '/liste?page=3'],
      ['4', '/liste?page=4'],
      ['5', '/liste?page=5'],
      ['Suivant', '/liste?page=3'],
    ]);
    const current = within(nav()).getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Page 3' }).hasAttribute('aria-current')).toBe(
      false,
    );
    within(nav()).getByText('Page 2 sur 5');
  });

  it('leaves out « Précédent » on the first page, « Suivant » on the last, and far pages', () => {
    setup(1, 209);
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['1', '2', '209', 'Suivant']);
    expect(within(nav()).getByText('…').getAttribute('aria-hidden')).toBe('true');
  });

  it('has no « Suivant » on the last page', () => {
    setup(3, 3);
    expect(within(nav()).queryByRole('link', { name: 'Suivant' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Précédent' }).getAttribute('href')).toBe(
      '/liste?page=2',
    );
  });

  it('renders nothing for a single page', () => {
    setup(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('navigates and reports a plain click, not a ctrl-click (a new tab)', async () => {
    const { router, onNavigate } = setup(1, 3);
    // The browser would open a tab; jsdom cannot, so the default action is cancelled after React.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(within(nav()).getByRole('link', { name: 'Page 3' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(within(nav()).getByRole('link', { name: 'Suivant' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?page=2');
  });
});
