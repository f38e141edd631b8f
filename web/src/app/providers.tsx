// App-wide providers: Chakra (the shop's system), TanStack Query, the toast host.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shopSystem } from '@/ui/theme/system';
import { ToasterHost } from '@/ui/toaster-host';

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <ChakraProvider value={shopSystem()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
