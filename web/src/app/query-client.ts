// One QueryClient; failed queries and mutations become toasts here (the one error-to-toast place).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify, notifyError } from '@/ui/toaster-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      errorMessage?: string;
      silent?: boolean;
      /** false: never embedded in a prerendered page. */ embed?: boolean;
    };
    mutationMeta: { errorMessage?: string; successMessage?: string; silent?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error, query.meta?.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error, mutation.meta?.errorMessage);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) notify.success(mutation.meta.successMessage);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
