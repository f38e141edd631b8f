import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { usePageMeta } from '@/ui/page-meta';
import { RouteMeta } from './route-meta';

function ProductPage() {
  usePageMeta({ title: 'Dualtron Thunder 3', description: 'Fiche Dualtron Thunder 3' });
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('RouteMeta', () => {
  it('sets the route title and (once loaded) description from the shared route table', async () => {
    renderWithProviders(<RouteMeta />, { path: '/centre-d-aide' });
    await waitFor(() => expect(document.title).toBe("Centre d'aide | FōhzShop"));
    await waitFor(() => expect(description()).toMatch(/questions fréquentes/));
  });

  it('uses the French 404 title for unknown paths', async () => {
    renderWithProviders(<RouteMeta />, { path: '/nulle-part' });
    await waitFor(() => expect(document.title).toBe('Page introuvable | FōhzShop'));
  });

  it('lets a page override the defaults', async () => {
    renderWithProviders(null, {
      path: '/trottinettes-electriques/x',
      routes: [
        {
          path: '/trottinettes-electriques/:id',
          element: (
            <>
              <RouteMeta />
              <ProductPage />
            </>
          ),
        },
      ],
    });
    await waitFor(() => expect(document.title).toBe('Dualtron Thunder 3 | FōhzShop'));
    expect(description()).toBe('Fiche Dualtron Thunder 3');
  });
});
