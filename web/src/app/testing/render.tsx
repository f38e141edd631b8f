// Test helper: render a tree with the app providers inside a memory router.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';

type Options = { path?: string; routes?: RouteObject[] };

/** Renders `ui` at `path` (default '/'); extra routes let a test observe navigations (ui null: routes only). */
export function renderWithProviders(ui: ReactNode, { path = '/', routes = [] }: Options = {}) {
  const router = createMemoryRouter([...(ui === null ? [] : [{ path: '*', element: ui }]), ...routes], { initialEntries: [path] });
  const queryClient = createQueryClient();
  const result: RenderResult = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
