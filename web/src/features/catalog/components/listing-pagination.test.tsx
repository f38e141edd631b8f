import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ListingPagination } from './listing-pagination';

describe('ListingPagination', () => {
  it('links each page with the filters and sort kept, and scrolls to the results', async () => {
    const { router } = renderWithProviders(
      <>
        <div id="results" />
        <ListingPagination
          page={2}
          pageCount={3}
          query="marque=Kaabo&tri=price-asc&page=2"
          resultsId="results"
        />
      </>,
      { path: '/pieces-detachees?marque=Kaabo&tri=price-asc&page=2' },
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Page 1')).toBe('/pieces-detachees?marque=Kaabo&tri=price-asc');
    expect(href('Page 3')).toBe('/pieces-detachees?marque=Kaabo&tri=price-asc&page=3');
    expect(href('Précédent')).toBe(href('Page 1'));
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(screen.getByRole('link', { name: 'Suivant' }));
    expect(router.state.location.search).toBe('?marque=Kaabo&tri=price-asc&page=3');
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('results'));
    scroll.mockRestore();
  });
});
