// The browser location for wouter, plus what the shop reads from a history entry: its key (one
// per navigation, like react-router's location.key), the state given to navigate() and the hash.
import { useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location';

export type LocationExtras = { key: string; state: unknown; hash: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Entry = { usr?: unknown; key?: string } | null;

/** The location hook's third item (absent from wouter's own hooks). */
export type LocationTuple = [
  string,
  (to: string, options?: NavigateOptions) => void,
  LocationExtras?,
];

const newKey = () => Math.random().toString(36).slice(2, 10);
export const entryState = (state: unknown) => ({ usr: state ?? null, key: newKey() });

const currentEntry = () => window.history.state as Entry as unknown as string;
const currentHash = () => window.location.hash;

export function useAppBrowserLocation(): LocationTuple {
  const [path, navigate] = useBrowserLocation();
  const entry = useLocationProperty(
    currentEntry,
    () => null as unknown as string,
  ) as unknown as Entry;
  const hash = useLocationProperty(currentHash, () => '');
  const go = (to: string, options: NavigateOptions = {}) =>
    navigate(to, { replace: options.replace, state: entryState(options.state) });
  return [path, go, { key: entry?.key ?? 'default', state: entry?.usr ?? null, hash }];
}
