// App-wide providers: Chakra (slim system), TanStack Query, toasts.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterHost } from '@/ui/toaster-host';
import { createQueryClient } from './query-client';
import { system } from './system';

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
