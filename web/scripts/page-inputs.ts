// What a product page's HTML depends on, as one hash per page: an unchanged hash means the page
// written last time is still exact (incremental prerender). The inputs follow what the product
// page reads (features/product/hooks/use-product-page.ts, dehydrated into its page data): its
// product, the cards of its related products, the best-seller ids (labels) and its
// « Nouveauté » state at render time — plus the build and the prerender code, for every page.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asListingProduct, type ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { isPart, isScooter, partsForScooter } from '@fohzshop/shared/catalog/compatibility';
import { bestSellerIds, isNew } from '@fohzshop/shared/catalog/labels';
import { productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import { WEB_DIR } from './paths';

/** Bump when the page format changes in a way none of the hashed files shows. */
const FORMAT = 1;

const sha = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
};

/** The monorepo's @fohzshop/shared package (head tags and routes come from there). */
const SHARED_SOURCES = join(WEB_DIR, '..', 'shared', 'src');

/** Source files whose text shapes every page outside the SSR bundle (head tags, injection). */
const PRERENDER_SOURCES = [
  ...['inject-page.ts', 'render-worker.mjs', 'page-renderer.ts', 'page-inputs.ts'].map((f) =>
    join(WEB_DIR, 'scripts', f),
  ),
  ...['seo-pages.ts', 'seo.ts', 'routes.ts'].map((f) => join(SHARED_SOURCES, f)),
];

async function filesText(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(m?js|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => `${file.slice(dir.length)}\n${await readFile(file, 'utf8')}`),
  );
}

/** The build (template, Vite manifest, SSR bundle), the site URL and the prerender's own code. */
export async function buildKey(input: {
  template: string;
  viteManifest: string;
  ssrDir: string;
  siteUrl: string;
}): Promise<string> {
  const sources = await Promise.all(
    PRERENDER_SOURCES.map((f) => readFile(f, 'utf8').catch(() => '')),
  );
  const ssr = await filesText(input.ssrDir);
  return sha(String(FORMAT), input.siteUrl, input.template, input.viteManifest, ...ssr, ...sources);
}

/** Path → hash of every product page, for this catalogue rendered at `renderedAt`. */
export function productPageHashes(
  products: readonly Product[],
  renderedAt: number,
  build: string,
): Map<string, string> {
  const cards = products.map(asListingProduct);
  const cardById = new Map(cards.map((card) => [card.product_id, card]));
  // Labels need only which products are best sellers. Their cards are embedded too, but a
  // product page shows none of them and live data replaces them: hashing the cards would
  // re-render every page whenever a best seller's views change (each visit).
  const best = [...bestSellerIds(cards)].sort();
  const common = sha(build, JSON.stringify(best));
  const parts = cards.filter(isPart);
  const hashes = new Map<string, string>();
  products.forEach((product, index) => {
    const card = cards[index]!;
    const related: (ListingProduct | null)[] = isScooter(card)
      ? partsForScooter(parts, card.product_id)
      : (product.compatible_with ?? []).map((id) => cardById.get(id) ?? null);
    hashes.set(
      productPath(product),
      sha(
        common,
        JSON.stringify(product),
        JSON.stringify(related),
        String(isNew(product, renderedAt)),
      ),
    );
  });
  return hashes;
}
