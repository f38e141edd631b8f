// Answers a storefront request from its path: the page rendered with the current catalogue by the
// same renderer the build uses, a client screen's shell with the shop's settings, the sitemap, or
// the shop's 404 page (with the shop's settings too). Every answer reads through the instance's
// snapshot, at most one small version read every few seconds whatever the path; a path that
// matches nothing (pageTarget) is answered without rendering. Responses are cached per catalogue
// version (page-cache.ts) and carry the CDN's Cache-Control (docs/decisions/
// 0012-server-rendered-storefront.md).
import { productPath } from '@fohzshop/shared/routes';
import { listingPage, productPage, renderPageHtml } from '@fohzshop/shared/seo-pages';
import { shellHead } from '@fohzshop/shared/storefront/client-shells';
import { composePage } from '@fohzshop/shared/storefront/page-document';
import { pageTarget, type PageTarget } from '@fohzshop/shared/storefront/page-target';
import type { Catalogue } from './catalogue-snapshot.js';
import { pageCache, type CachedResponse } from './page-cache.js';
import type { RendererBundle } from './renderer-bundle.js';
import { cataloguePages } from './storefront-pages.js';

/** Pages and files: fresh for a minute at the CDN, then served while it fetches the new one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=240';
/** The 404 page (Hosting's CDN keeps a 404 up to 10 minutes whatever this says). */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** The path the not-found screen is rendered at (no route has it). */
export const NOT_FOUND_PATH = '/page-introuvable';

export type StorefrontResponse = CachedResponse & { cacheControl: string; location?: string };

const HTML = 'text/html; charset=utf-8';

type Dependencies = {
  bundle(): Promise<RendererBundle>;
  catalogue(): Promise<Catalogue>;
  siteUrl(): string;
  now?: () => number;
};

export function storefrontServer({ bundle, catalogue, siteUrl, now = Date.now }: Dependencies) {
  const cache = pageCache(undefined, now);
  let cachedFor: Catalogue | undefined;
  const inFlight = new Map<string, Promise<CachedResponse>>();
  let notFoundPage: { for: Catalogue | undefined; html: Promise<string> } | undefined;
  // The renderer keeps module-level state per render (catalogue source, render time): one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  const notFound = async (): Promise<StorefrontResponse> => {
    const built = await bundle();
    // Rendered with no catalogue but with the shop's settings (the footer's credit wording), read
    // from the instance's snapshot as any page reads it: a path that matches nothing costs at
    // most the version check every page makes. The browser renders the screen again (the markup
    // was rendered for NOT_FOUND_PATH, and its breadcrumb follows the path) but takes the
    // settings from the page instead of loading the Database SDK to read them. Without the
    // snapshot (the database unreachable), the page still answers, without data.
    const current = await catalogue().catch(() => undefined);
    if (!notFoundPage || notFoundPage.for !== current) {
      const data = { products: [], ...(current && { shop: current.shop }), renderedAt: now() };
      const html = oneAtATime(() => built.entry.renderParts(NOT_FOUND_PATH, data)).then((parts) =>
        composePage(built.template, NOT_FOUND_PATH, parts, built.manifest, {
          embedData: current !== undefined,
          clientRender: true,
        }),
      );
      const page = { for: current, html };
      html.catch(() => {
        if (notFoundPage === page) notFoundPage = undefined;
      });
      notFoundPage = page;
    }
    return {
      status: 404,
      body: await notFoundPage.html,
      contentType: HTML,
      cacheControl: NOT_FOUND_CACHE_CONTROL,
    };
  };

  const render = async (target: PageTarget, current: Catalogue): Promise<CachedResponse | null> => {
    const site = siteUrl();
    const pages = cataloguePages(current.products);
    if (target.kind === 'sitemap') {
      const file = pages.sitemap(site).find((f) => f.name === target.name);
      return file ? { status: 200, body: file.xml, contentType: 'application/xml' } : null;
    }
    if (target.kind === 'not-found') return null;
    const built = await bundle();
    if (target.kind === 'shell') {
      // No catalogue and no session: what every visitor's browser shows before the app knows
      // its cart or its customer, with the settings the footer and the offers print.
      const data = { products: [], shop: current.shop, renderedAt: now() };
      const parts = await oneAtATime(() => built.entry.renderParts(target.path, data));
      const head = shellHead(built.shellTemplate, target.shell);
      return {
        status: 200,
        body: composePage(head, target.path, parts, built.manifest),
        contentType: HTML,
      };
    }
    let page;
    if (target.kind === 'product') {
      const product = pages.byPath.get(target.path);
      if (!product) {
        const moved = pages.byId.get(target.productId);
        // Moved to another type: one URL per product, the old one sends there.
        return moved ? { status: 301, body: productPath(moved), contentType: HTML } : null;
      }
      page = productPage(product, site, built.entry.photoBaseUrl);
    } else page = listingPage(target.route, current.products);
    const { products, shop, reviews } = current;
    const data = { products, shop, reviews, renderedAt: now() };
    const parts = await oneAtATime(() => built.entry.renderParts(target.path, data));
    const head = renderPageHtml(built.template, page, site);
    return {
      status: 200,
      body: composePage(head, target.path, parts, built.manifest),
      contentType: HTML,
    };
  };

  return async function respond(rawPath: string): Promise<StorefrontResponse> {
    const target = pageTarget(rawPath);
    if (target.kind === 'not-found') return notFound();
    const current = await catalogue();
    if (current !== cachedFor) {
      cache.clear();
      cachedFor = current;
    }
    // Keyed by what is rendered, never by the raw URL: a query string cannot fill the cache.
    const key = target.kind === 'sitemap' ? `/${target.name}` : target.path;
    let response = cache.get(key);
    if (!response) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(target, current).then(async (rendered) => rendered ?? (await notFound()));
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
      response = await pending;
      if (response.status !== 404 && cachedFor === current) cache.set(key, response);
    }
    return response.status === 301
      ? { ...response, body: '', location: response.body, cacheControl: PAGE_CACHE_CONTROL }
      : {
          ...response,
          cacheControl: response.status === 404 ? NOT_FOUND_CACHE_CONTROL : PAGE_CACHE_CONTROL,
        };
  };
}
