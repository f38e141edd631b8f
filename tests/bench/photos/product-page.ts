// The bench's product on the served pages: made the most viewed scooter (its card first on the
// listings, the default sort being by views, as a shop's best seller would be), and the main
// photo's preload as the served HTML writes it.
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function makeMostViewed(
  db: RtdbClient,
  baseUrl: string,
  productId: string,
  listings: readonly string[],
): Promise<void> {
  const products = ((await db.get('products')) ?? {}) as Record<string, { views?: number }>;
  const views = Math.max(0, ...Object.values(products).map((p) => p.views ?? 0)) + 1;
  await db.update('', {
    [`products/${productId}/views`]: views,
    [`product_cards/${productId}/v`]: views,
    // The storefront's instances read the catalogue again at the next request.
    catalogue_version: Date.now(),
  });
  const started = Date.now();
  for (const path of listings)
    for (;;) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      if (/data-product-id="([^"]+)"/.exec(html)?.[1] === productId) break;
      if (Date.now() - started > 60_000)
        throw new Error(`${path} ne montre pas le produit du banc en premier.`);
      await sleep(500);
    }
}

export type PreloadFacts = {
  /** The <link rel="preload" as="image"> of the main photo is before </head>. */
  inHead: boolean;
  type?: string;
  fetchPriority?: string;
  imageSizes?: string;
  /** Widths its imagesrcset lists. */
  widths: number[];
};

export async function preloadInHead(pageUrl: string, mainPhotoId: string): Promise<PreloadFacts> {
  const html = await (await fetch(pageUrl)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const link = (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).find((tag) =>
    tag.includes(mainPhotoId),
  );
  if (!link) return { inHead: false, widths: [] };
  const attr = (name: string) =>
    new RegExp(`${name}="([^"]*)"`, 'i').exec(link)?.[1]?.replace(/&amp;/g, '&');
  return {
    inHead: true,
    type: attr('type'),
    fetchPriority: attr('fetchPriority'),
    imageSizes: attr('imageSizes'),
    widths: [...(attr('imageSrcSet') ?? '').matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
  };
}
