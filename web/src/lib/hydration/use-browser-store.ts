// useSyncExternalStore for state that only the browser knows (localStorage: theme, garage,
// compare list, consent): the server's value while the prerendered page hydrates, the browser's
// once it is fully hydrated, so the update never reaches a region still being hydrated.
import { useCallback, useSyncExternalStore } from 'react';
import { hydrationStore } from './hydration-store';

export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
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
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (hydrationStore.isHydrated() ? getSnapshot() : getServerSnapshot()),
    getServerSnapshot,
  );
}
