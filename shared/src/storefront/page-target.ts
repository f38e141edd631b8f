// What a request to the storefront asks for, decided from its path alone, before any read:
// an indexable screen, a product page, a client screen's shell, the sitemap, or nothing (the 404
// page). The server renderer (functions/src/storefront/) answers only these. Account, cart and
// checkout screens get only their shell, the same for everyone; the Hyperviseur is never
// rendered (docs/decisions/0012-server-rendered-storefront.md).
import { isDatabaseKey } from '../database-key';
import { matchRoute, normalizePathname, type RouteDef } from '../routes';
import { INDEXABLE_ROUTES } from '../seo-pages';
import { CLIENT_SHELLS, type ClientShell } from './client-shells';

export type PageTarget =
  | { kind: 'screen'; route: RouteDef; path: string }
  /** `path`: the shell's render path (every order's details share one shell). */
  | { kind: 'shell'; shell: ClientShell; path: string }
  | { kind: 'product'; route: RouteDef; path: string; productId: string }
  | { kind: 'sitemap'; name: string }
  | { kind: 'not-found' };

/** Longer request paths are refused unread (a product path is at most ~160 characters). */
export const MAX_PAGE_PATH_LENGTH = 400;

const NOT_FOUND: PageTarget = { kind: 'not-found' };
const INDEXABLE = new Set(INDEXABLE_ROUTES);
const SHELLS = new Map(CLIENT_SHELLS.map((shell) => [shell.route, shell]));
const SITEMAP_FILE = /^\/(sitemap(?:-[1-9]\d{0,3})?\.xml)$/;

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** `/trottinettes-electriques/thunder` → the product page of `thunder`; `/x/../y` → not-found. */
export function pageTarget(rawPath: string): PageTarget {
  // Only the path is ever read: the query never selects another page nor reaches the renderer.
  const path = rawPath.split(/[?#]/)[0] ?? '';
  if (path.length > MAX_PAGE_PATH_LENGTH || !path.startsWith('/')) return NOT_FOUND;
  if (/\/\/|\\|(^|\/)\.\.?(\/|$)/.test(path) || !decodes(path)) return NOT_FOUND;
  const sitemap = SITEMAP_FILE.exec(path);
  if (sitemap?.[1]) return { kind: 'sitemap', name: sitemap[1] };
  // Hosting strips a trailing slash by a redirect (trailingSlash: false); anything else is
  // compared as it came, so one page has one URL.
  if (path !== '/' && path.endsWith('/')) return NOT_FOUND;
  const match = matchRoute(path);
  if (!match) return NOT_FOUND;
  const { route, params } = match;
  if (INDEXABLE.has(route)) return { kind: 'screen', route, path: normalizePathname(path) };
  const shell = SHELLS.get(route.name);
  if (shell) {
    const ids = Object.values(params);
    return ids.every(isDatabaseKey) ? { kind: 'shell', shell, path: shell.renderPath } : NOT_FOUND;
  }
  const productId = params.product_id;
  if (route.productType && productId !== undefined && !route.needAuth && !route.needAdmin) {
    return isDatabaseKey(productId) ? { kind: 'product', route, path, productId } : NOT_FOUND;
  }
  return NOT_FOUND;
}
