// After `vite build`: one HTML file per indexable page (dist/<path>/index.html) carrying its
// title, description, canonical, Open Graph and — for products — schema.org Product JSON-LD,
// plus dist/sitemap.xml and dist/robots.txt. Hosting serves these files before the SPA rewrite.
//
//   npm run prerender -w web -- [--outDir dist] [--db http://127.0.0.1:9000] [--site https://…]
//
// Products come from the database given by --db / PRERENDER_DATABASE_URL (REST, public read; the
// build fails if it does not answer), else — local use only — from the demo seed in scripts/seed.
// SITE_URL (or --site) is the canonical origin.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DATABASE_NAMESPACE } from '@fohzshop/shared/constants';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
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

/** Reads the public products; a database that was asked for but fails stops the build (never demo data in production). */
async function fromDatabase(dbUrl: string): Promise<Source> {
  const url = new URL('/products.json', dbUrl);
  // The local server needs the namespace; production hosts carry it in their name.
  const isLocal = ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (isLocal && !url.searchParams.has('ns')) url.searchParams.set('ns', DATABASE_NAMESPACE);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(
    (error: unknown) => {
      throw new Error(`Prérendu : base injoignable (${url.origin}) : ${String(error)}`);
    },
  );
  if (!response.ok)
    throw new Error(`Prérendu : la base a répondu ${response.status} pour ${url.origin}.`);
  return { products: productsFromSnapshot(await response.json()), from: `base ${dbUrl}` };
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
  const source = options.dbUrl ? await fromDatabase(options.dbUrl) : await fromSeed();
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
