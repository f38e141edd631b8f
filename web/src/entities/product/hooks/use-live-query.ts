// One hook for catalogue queries on both sides of a prerender: at build time a query suspends
// until its data is there (the prerender's first pass waits for it, the second renders it and
// the page embeds it); in the browser it is an ordinary useQuery that starts from the embedded
// data. import.meta.env.SSR is a build constant, so each bundle only ever takes one branch.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { LiveQueryOptions } from '../api/catalog-queries';

type Options<T> = LiveQueryOptions<T>;
export type LiveResult<T> = { data: T | undefined; isPending: boolean };

export function useLiveQuery<T>(options: Options<T>, enabled = true): LiveResult<T> {
  if (import.meta.env.SSR && enabled) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- constant for a given bundle and page
    const { data } = useSuspenseQuery(options);
    return { data, isPending: false };
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  const { data, isPending } = useQuery({ ...options, enabled });
  return { data, isPending: enabled && isPending };
}
