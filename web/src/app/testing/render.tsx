// Test helper: render a tree with the app providers inside an in-memory location (wouter).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { createTestLocation } from './memory-location';

export type TestRoute = { path: string; element: ReactNode };
type Options = { path?: string; routes?: TestRoute[] };

/** The tree inside a wouter Router on `router` (a test location): `routes` first, then `ui` for any other path. */
export function TestRouter({
  router,
  routes = [],
  children,
}: {
  router: ReturnType<typeof createTestLocation>;
  routes?: TestRoute[];
  children?: ReactNode;
}) {
  return (
    <Router hook={router.hook} searchHook={router.searchHook}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            {route.element}
          </Route>
        ))}
        {children !== undefined && children !== null && <Route>{children}</Route>}
      </Switch>
    </Router>
  );
}

/** Renders `ui` at `path` (default '/'); extra routes let a test observe navigations (ui null: routes only). */
export function renderWithProviders(ui: ReactNode, { path = '/', routes = [] }: Options = {}) {
  const router = createTestLocation(path);
  const queryClient = createQueryClient();
  const result: RenderResult = render(
    <AppProviders queryClient={queryClient}>
      <TestRouter router={router} routes={routes}>
        {ui}
      </TestRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
