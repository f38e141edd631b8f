// One RTDB listener per admin node (orders, users, ledger, settings/shop, promotions, reviews…)
// feeding the query cache: the first snapshot resolves the query, every later one replaces the
// cached value, so every Hyperviseur screen is live without polling. Admins may read these whole
// nodes (rules), and query them (liveChildEqualQuery: e.g. only the orders awaiting payment).
// Shared by the Hyperviseur's features (hyperviseur, hv-promotions, hv-reviews).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { equalTo, onValue, orderByChild, query, ref, type Query } from 'firebase/database';
import { db } from '@/lib/firebase/database';

const listeners = new Map<string, { client: QueryClient; stop: () => void }>();

export const liveNodeKey = (path: string) => ['hyperviseur', 'live', path] as const;

/** path: the listener's id (a node's path, or a query's description); target: what it listens to. */
function listen<T>(
  client: QueryClient,
  path: string,
  parse: (raw: unknown) => T,
  target: () => Query = () => ref(db(), path),
): Promise<T> {
  const key = liveNodeKey(path);
  listeners.get(path)?.stop();
  return new Promise<T>((resolve, reject) => {
    let first = true;
    const stop = onValue(
      target(),
      (snapshot) => {
        const value = parse(snapshot.val());
        if (first) {
          first = false;
          resolve(value);
        } else client.setQueryData(key, value);
      },
      (error) => {
        listeners.delete(path);
        if (first) reject(error);
        // The listener is gone (e.g. signed out): the next screen that needs it starts it again.
        else void client.invalidateQueries({ queryKey: key });
      },
    );
    listeners.set(path, { client, stop });
  });
}

/** Query options of a live node; the listener starts with the first screen that needs it. */
export function liveNodeQuery<T>(
  client: QueryClient,
  path: string,
  parse: (raw: unknown) => T,
  errorMessage: string,
) {
  return queryOptions({
    queryKey: liveNodeKey(path),
    queryFn: () => listen(client, path, parse),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { errorMessage },
  });
}

/** Query options of the live children of `path` whose `child` equals `value` (an indexed child). */
export function liveChildEqualQuery<T>(
  client: QueryClient,
  path: string,
  filter: { child: string; value: string },
  parse: (raw: unknown) => T,
  errorMessage: string,
) {
  const id = `${path}?${filter.child}=${filter.value}`;
  const target = () => query(ref(db(), path), orderByChild(filter.child), equalTo(filter.value));
  return queryOptions({
    queryKey: liveNodeKey(id),
    queryFn: () => listen(client, id, parse, target),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { errorMessage },
  });
}

/** Stops every admin listener (tests). */
export function stopLiveNodes(): void {
  for (const { stop } of listeners.values()) stop();
  listeners.clear();
}
