// After `vite build`: one HTML file per indexable page (dist/<path>/index.html) carrying its
// title, description, canonical, Open Graph and — for products — schema.org Product JSON-LD,
// plus dist/sitemap.xml and dist/robots.txt. Hosting serves these files before the SPA rewrite.
//
//   npm run prerender -w web -- [--outDir dist] [--db http://127.0.0.1:9000] [--site https://…]
//
// Products come from the running database (REST, public read) when it answers, else from the
// demo seed in scripts/seed. Env: PRERENDER_DATABASE_URL, SITE_URL (canonical origin).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DATABASE_NAMESPACE } from '@fohzshop/shared/constants';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/normalize';
import {
  prerenderPages,
  renderFallbackHtml,
  renderPageHtml,
  robotsTxt,
  sitemapXml,
} from '@fohzshop/shared/seo-pages';
import type { Product } from '@fohzshop/shared/schemas/product';

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SITE_URL = 'https://fohzshop.fr';

type Source = { products: Product[]; from: string };

async function fromDatabase(dbUrl: string): Promise<Source | null> {
  const url = new URL('/products.json', dbUrl);
  if (!url.searchParams.has('ns')) url.searchParams.set('ns', DATABASE_NAMESPACE);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return null;
    return { products: productsFromSnapshot(await response.json()), from: `base ${dbUrl}` };
  } catch {
    return null;
  }
}

async function fromSeed(): Promise<Source> {
  const { buildProducts } = await import('../../scripts/seed/products');
  return {
    products: productsFromSnapshot(buildProducts(new Date())),
    from: 'données de démonstration (scripts/seed)',
  };
}

export async function prerender(options: {
  outDir: string;
  dbUrl?: string;
  siteUrl: string;
}): Promise<{ pages: number; from: string }> {
  const template = await readFile(join(options.outDir, 'index.html'), 'utf8');
  const source = (options.dbUrl ? await fromDatabase(options.dbUrl) : null) ?? (await fromSeed());
  const pages = prerenderPages(source.products, options.siteUrl);
  let written = 0;
  for (const page of pages) {
    if (page.path === '/') continue;
    const file = join(
      options.outDir,
      ...page.path.split('/').filter(Boolean).map(decodeURIComponent),
      'index.html',
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderPageHtml(template, page, options.siteUrl));
    written += 1;
  }
  await writeFile(join(options.outDir, 'index.html'), renderFallbackHtml(template));
  await writeFile(join(options.outDir, 'sitemap.xml'), sitemapXml(pages, options.siteUrl));
  await writeFile(join(options.outDir, 'robots.txt'), robotsTxt(options.siteUrl));
  return { pages: written, from: source.from };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { outDir: { type: 'string' }, db: { type: 'string' }, site: { type: 'string' } },
    allowPositionals: false,
  });
  const outDir = resolve(WEB_DIR, values.outDir ?? 'dist');
  const dbUrl = values.db ?? process.env.PRERENDER_DATABASE_URL;
  const siteUrl = values.site ?? process.env.SITE_URL ?? DEFAULT_SITE_URL;
  const result = await prerender({ outDir, dbUrl, siteUrl });
  console.log(
    `Prérendu : ${result.pages} pages, sitemap.xml et robots.txt dans ${outDir} (produits : ${result.from}).`,
  );
}
