// Server entry (vite build --ssr): renders one page of the shop to HTML with the styles it uses
// and its data, for the storefront function (functions/src/storefront/, which serves every
// storefront page) and the tests. Runs in Node: nothing here may touch Firebase.
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { PAGE_DATA_ID, serializePageData, type BuildData, type PageData } from '@/app/page-data';
import { createQueryClient } from '@/app/query-client';
import { preloadScreen } from '@/app/router/route-table';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@fohzshop/shared/schemas/product';
import { setCatalogSource, type CatalogSource } from '@/entities/product/api/catalog-source';
import { CATALOG_KEY } from '@/entities/product/api/catalog-queries';
import { SHOP_SETTINGS_KEY } from '@/entities/shop/api/shop-queries';
import { seedShopQueries } from '@/entities/shop/api/seed-shop-queries';
import {
  isSeededReviewsQuery,
  seedReviewsQueries,
} from '@/features/reviews/api/seed-reviews-queries';
import { stopLiveQueries } from '@/entities/product/api/live-catalog-query';
import { memoryCatalogSource } from '@/entities/product/api/memory-catalog-source';
import { setPageRenderTime } from '@/lib/hydration/page-time';
import { pageStyles } from '@/app/page-styles';
import { staticHtml } from '@/app/static-html';
import { createShopEmotionCache } from '@/ui/theme/emotion-cache';
import { PHOTO_BASE_URL } from '@/lib/photo-base-url';
import type { EntryServer, RenderedParts } from '@fohzshop/shared/storefront/page-document';

export type RenderedPage = { html: string; styles: string; pageData: PageData };

// One in-memory source per catalogue read (its indexes are built once for every page).
let source: { products: Product[]; source: CatalogSource } | undefined;
function sourceFor(products: Product[]): CatalogSource {
  if (source?.products !== products) source = { products, source: memoryCatalogSource(products) };
  return source.source;
}

/**
 * The page's own catalogue queries (not the type-wide card lists a listing computes from), what
 * it shows of settings/shop (a few hundred bytes: every page gets them, so that a visit that goes
 * on to the legal notice or a product never reads them either) and, on /avis-clients, its reviews.
 */
const embeddedQueries = (client: QueryClient): DehydratedState =>
  dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      (query.queryKey[0] === CATALOG_KEY ||
        query.queryKey[0] === SHOP_SETTINGS_KEY ||
        isSeededReviewsQuery(query.queryKey)) &&
      query.state.status === 'success' &&
      query.meta?.embed !== false,
  });

/** Renders `url` (path + query) with `data`; every Suspense boundary is resolved first. */
export async function renderPage(url: string, data: BuildData): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  setCatalogSource(sourceFor(data.products));
  setPageRenderTime(data.renderedAt);
  const pathname = new URL(url, 'http://prerender').pathname;
  if (data.shop) seedShopQueries(queryClient, data.shop, data.renderedAt);
  if (data.reviews) seedReviewsQueries(queryClient, pathname, data.reviews, data.renderedAt);
  await preloadScreen(pathname);
  const tree = (cache: EmotionCache) => (
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App queryClient={queryClient} />
      </StaticRouter>
    </CacheProvider>
  );
  // First pass: waits for every lazy module the page uses (page module, islands), then
  // discarded. Second pass: those modules are loaded, so nothing suspends and the HTML comes out
  // in document order, with no inline scripts to move late content into place. Either pass
  // fails the build if a part of the page could not be rendered (static-html.ts).
  const render = (cache: EmotionCache) =>
    staticHtml(tree(cache)).catch((error: unknown) => {
      throw new Error(`Rendu de ${url} : ${(error as Error).message}.`, { cause: error });
    });
  await render(createShopEmotionCache());
  // The browser's cache is made the same way, and adopts these styles on load.
  const cache = createShopEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = await render(cache);
  const pageData: PageData = { renderedAt: data.renderedAt, queries: embeddedQueries(queryClient) };
  stopLiveQueries(queryClient);
  queryClient.clear();
  return { html, styles: pageStyles(emotion.extractCriticalToChunks(html).styles), pageData };
}

/** The parts a page document is composed of (shared/src/storefront/page-document.ts). */
export const renderParts: EntryServer['renderParts'] = async (
  url: string,
  data: BuildData,
): Promise<RenderedParts> => {
  const { html, styles, pageData } = await renderPage(url, data);
  return { html, styles, pageJson: serializePageData(pageData), dataId: PAGE_DATA_ID };
};

/** Where the pages' photos are served from: the head tags (og:image, JSON-LD) use the same. */
export const photoBaseUrl: EntryServer['photoBaseUrl'] = PHOTO_BASE_URL;
