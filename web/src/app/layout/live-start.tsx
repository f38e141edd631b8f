// Once the prerendered page is fully hydrated: the live catalogue listener (Firebase Realtime
// Database) replaces the embedded data, and the session starts when one is expected. Before
// that, nothing of Firebase is downloaded (docs/performance.md).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLiveProducts } from '@/entities/product/api/products-query';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';

export function LiveStart() {
  const hydrated = useFullyHydrated();
  const queryClient = useQueryClient();
  useSessionBootstrap(false, hydrated);
  useEffect(() => {
    if (hydrated) startLiveProducts(queryClient);
  }, [hydrated, queryClient]);
  return null;
}
