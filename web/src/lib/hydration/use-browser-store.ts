// useSyncExternalStore for state that only the browser knows (localStorage: theme, garage,
// compare list, consent): the server's value while the prerendered page hydrates, the browser's
// once it is fully hydrated, so the update never reaches a region still being hydrated.
import { useCallback, useSyncExternalStore } from 'react';
import { hydrationStore } from './hydration-store';

/**
 * `same` (optional) compares the browser's value with the server's: when they are equal the
 * server's is kept, so the switch to the browser's value re-renders nothing (an undecided
 * visitor's consent, for one).
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
  same?: (browser: T, server: T) => boolean,
): T {
  // Stable while `subscribe` is: a new function on each render would make React unsubscribe
  // and subscribe again every time the component renders.
  const subscribeWithHydration = useCallback(
    (listener: () => void) => {
      const stopStore = subscribe(listener);
      const stopHydration = hydrationStore.subscribe(listener);
      return () => {
        stopStore();
        stopHydration();
      };
    },
    [subscribe],
  );
  const snapshot = () => {
    const server = getServerSnapshot();
    if (!hydrationStore.isHydrated()) return server;
    const browser = getSnapshot();
    return same?.(browser, server) ? server : browser;
  };
  return useSyncExternalStore(subscribeWithHydration, snapshot, getServerSnapshot);
}
