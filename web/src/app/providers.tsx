// App-wide providers: TanStack Query and the toast host. No Chakra provider here: the storefront's
// first paint is styled at build time, and what still uses Chakra's components loads it with them
// (ui/theme/chakra-scope.tsx, docs/architecture.md "Styling").
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterHost } from '@/ui/toaster-host';

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
