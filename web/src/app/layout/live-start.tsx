// Once the prerendered page is fully hydrated, the session starts when one is expected; the live
// catalogue listener (Firebase Realtime Database, ~50 KiB of SDK) starts at the visitor's first
// interaction or LIVE_START_DELAY_MS later, whichever comes first: the embedded queries (what the
// page was built with) then go live, so the first seconds need no SDK, and the page load stays free of it
// (docs/performance.md explains the trade-off).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLiveCatalog } from '@/entities/product/api/catalog-queries';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';

/** Longest wait before prices and stock go live without any interaction. */
export const LIVE_START_DELAY_MS = 4000;

export function LiveStart() {
  const hydrated = useFullyHydrated();
  const queryClient = useQueryClient();
  useSessionBootstrap(false, hydrated);
  useEffect(() => {
    if (!hydrated) return;
    const start = () => {
      stop();
      startLiveCatalog(queryClient);
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    const timer = window.setTimeout(start, LIVE_START_DELAY_MS);
    function stop() {
      window.clearTimeout(timer);
      events.forEach((event) => window.removeEventListener(event, start));
    }
    events.forEach((event) => window.addEventListener(event, start, { passive: true }));
    return stop;
  }, [hydrated, queryClient]);
  return null;
}
