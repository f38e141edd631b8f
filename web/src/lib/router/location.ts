// Location hooks of the shop on top of wouter (≈2.5 KiB gzip instead of react-router's ≈30):
// pathname, search, hash and history state, navigation, search params and route params.
import { useCallback, useMemo } from 'react';
import {
  useParams as useWouterParams,
  useLocation as useWouterLocation,
  useRouter,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { safeDecode } from '@fohzshop/shared/routes';
import type { LocationExtras, LocationTuple, NavigateOptions } from './browser-location';

export type { NavigateOptions } from './browser-location';

export type AppLocation = {
  pathname: string;
  /** '' or '?a=b'. */
  search: string;
  /** '' or '#id'. */
  hash: string;
  /** The history entry's state (e.g. `{ from }` after a guard redirect). */
  state: unknown;
  /** One per history entry: a new navigation to the same path gets a new key. */
  key: string;
};

const NO_EXTRAS: LocationExtras = { key: 'default', state: null, hash: '' };

export function useLocation(): AppLocation {
  const router = useRouter();
  const [pathname] = useWouterLocation();
  const search = useSearch();
  // Our location hooks (browser-location.ts, app/testing) return the entry's extras third.
  const { key, state, hash } = (router.hook(router) as unknown as LocationTuple)[2] ?? NO_EXTRAS;
  return useMemo(
    () => ({ pathname, search: search ? `?${search}` : '', hash, state, key }),
    [pathname, search, hash, state, key],
  );
}

/** navigate('/chemin', { replace, state }); navigate(-1) goes back in history. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
}

type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The query string as URLSearchParams; setting it pushes a history entry (replace: false). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  return useWouterSearchParams() as [URLSearchParams, SetSearchParams];
}

/** Params of the matched route, percent-decoded. */
export function useParams<T extends string = string>(): Partial<Record<T, string>> {
  const params = useWouterParams() as Record<string, string | undefined>;
  return useMemo(() => {
    const decoded: Partial<Record<T, string>> = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' && !/^\d+$/.test(key)) decoded[key as T] = safeDecode(value);
    }
    return decoded;
  }, [params]);
}
