// useSyncExternalStore for state that only the browser knows (localStorage: theme, garage,
// compare list, consent): the server's value while the prerendered page hydrates, the browser's
// once it is fully hydrated, so the update never reaches a region still being hydrated.
import { useSyncExternalStore } from 'react';
import { useFullyHydrated } from './hydration-store';

export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // The switch to the browser's value comes with the hydration flag, in a transition.
  const hydrated = useFullyHydrated();
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
