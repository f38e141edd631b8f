// The application inside whichever router the entry gives it (browser, static for the prerender,
// memory in tests): providers, the error boundary and the page frame.
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { ShellDone } from './shell-done';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
      <ShellDone />
    </AppProviders>
  );
}
