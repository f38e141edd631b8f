// useSyncExternalStore for state that only the browser knows (localStorage: theme, garage,
// compare list, consent): the server's value while the prerendered page hydrates, the browser's
// once it is fully hydrated, so the update never reaches a region still being hydrated.
import { useSyncExternalStore } from 'react';
import { hydrationStore } from './hydration-store';

export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  return useSyncExternalStore(
    (listener) => {
      const stopStore = subscribe(listener);
      const stopHydration = hydrationStore.subscribe(listener);
      return () => {
        stopStore();
        stopHydration();
      };
    },
    () => (hydrationStore.isHydrated() ? getSnapshot() : getServerSnapshot()),
    getServerSnapshot,
  );
}
