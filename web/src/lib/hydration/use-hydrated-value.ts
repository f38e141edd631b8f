// A value the prerendered page shows one way and the browser another (the URL's query string,
// labels at the browser's clock…): the server's while the page hydrates, the browser's once it is
// fully hydrated. Only components whose two values differ subscribe to the hydration flag, so its
// switch re-renders those and nothing else (docs/performance.md, "The fully hydrated switch").
import { useSyncExternalStore } from 'react';
import { hydrationStore } from './hydration-store';

const noSubscription = () => () => undefined;
const notHydrated = () => false;

export function useHydratedValue<T>(
  browserValue: T,
  serverValue: T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const differs = !same(browserValue, serverValue);
  const hydrated = useSyncExternalStore(
    differs ? hydrationStore.subscribe : noSubscription,
    differs ? hydrationStore.isHydrated : notHydrated,
    notHydrated,
  );
  return !differs || hydrated ? browserValue : serverValue;
}
