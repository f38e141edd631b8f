// Test helper: an in-memory location for wouter with history (back/forward), entry keys and state,
// shaped like lib/router/browser-location.ts. `router.state.location` and `router.navigate` read
// like react-router's memory router, which the tests were first written against.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import type { LocationExtras, NavigateOptions } from '@/lib/router/browser-location';

type Entry = { pathname: string; search: string; hash: string; state: unknown; key: string };

let keys = 0;
function entryOf(to: string, state: unknown = null): Entry {
  const [beforeHash = '', hash = ''] = to.split('#');
  const [pathname = '/', search = ''] = beforeHash.split('?');
  keys += 1;
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: hash ? `#${hash}` : '',
    state,
    key: `k${keys}`,
  };
}

export function createTestLocation(initial: string) {
  const entries: Entry[] = [entryOf(initial)];
  let index = 0;
  const listeners = new Set<() => void>();
  const current = () => entries[index] as Entry;
  const emit = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const push = (to: string, { replace = false, state }: NavigateOptions = {}) => {
    const entry = entryOf(to.startsWith('?') ? `${current().pathname}${to}` : to, state);
    if (replace) entries[index] = entry;
    else {
      entries.splice(index + 1, entries.length, entry);
      index += 1;
    }
    emit();
  };
  const go = (delta: number) => {
    index = Math.min(entries.length - 1, Math.max(0, index + delta));
    emit();
  };

  const useEntry = () => useSyncExternalStore(subscribe, current);
  const useTestLocation = () => {
    const entry = useEntry();
    const extras: LocationExtras = { key: entry.key, state: entry.state, hash: entry.hash };
    return [entry.pathname, push, extras];
  };
  const useTestSearch = () => useEntry().search.replace(/^\?/, '');

  return {
    hook: useTestLocation as unknown as BaseLocationHook,
    searchHook: useTestSearch,
    state: {
      get location() {
        return current();
      },
    },
    navigate: (to: string | number, options?: NavigateOptions) =>
      typeof to === 'number' ? go(to) : push(to, options),
  };
}

export type TestLocation = ReturnType<typeof createTestLocation>;
