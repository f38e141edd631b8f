// Test helper: render a tree with the app providers inside an in-memory router, in a Chakra scope
// (a component under test may use Chakra's components; the app loads the scope with them). The returned
// `router` is React Router's memory router (`router.state.location`, `router.navigate`).
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ChakraScope } from '@/ui/theme/chakra-scope';

export type TestRoute = { path: string; element: ReactNode };
type Options = {
  path?: string;
  routes?: TestRoute[];
  /** Fills the query cache before the first render (e.g. a live node's data, so no listener starts). */
  prefill?: (client: QueryClient) => void;
};

/** A memory router at `path`: `routes` first, then `ui` for any other path. */
export function createTestRouter(ui: ReactNode, { path = '/', routes = [] }: Options = {}) {
  return createMemoryRouter(
    [...routes, ...(ui === null || ui === undefined ? [] : [{ path: '*', element: ui }])],
    { initialEntries: [path] },
  );
}

/** Renders `ui` at `path` (default '/'); extra routes let a test observe navigations (ui null: routes only). */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const router = createTestRouter(ui, options);
  const queryClient = createQueryClient();
  options.prefill?.(queryClient);
  const result: RenderResult = render(
    <AppProviders queryClient={queryClient}>
      <ChakraScope>
        <RouterProvider router={router} />
      </ChakraScope>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** A location created before the tree: its memory router is made by <TestRouter> on first render. */
export function createTestLocation(initial: string) {
  const holder = {
    initial,
    router: undefined as MemoryRouter | undefined,
    get state(): MemoryRouter['state'] {
      if (!holder.router) throw new Error('TestRouter is not rendered yet.');
      return holder.router.state;
    },
    navigate: (to: string | number, options?: { replace?: boolean; state?: unknown }) => {
      if (!holder.router) throw new Error('TestRouter is not rendered yet.');
      return typeof to === 'number'
        ? holder.router.navigate(to)
        : holder.router.navigate(to, options);
    },
  };
  return holder;
}

export type TestLocation = ReturnType<typeof createTestLocation>;

/** The tree inside `router`'s memory router: `routes` first, then `children` for any other path. */
export function TestRouter({
  router,
  routes = [],
  children,
}: {
  router: TestLocation;
  routes?: TestRoute[];
  children?: ReactNode;
}) {
  const [memory] = useState(
    () => (router.router ??= createTestRouter(children ?? null, { path: router.initial, routes })),
  );
  return <RouterProvider router={memory} />;
}

/** The app providers with a fresh query client (features' tests may not import app/ directly). */
export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <ChakraScope>{children}</ChakraScope>
    </AppProviders>
  );
}
