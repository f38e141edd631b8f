// After the build: every storefront page rendered with React into its own HTML file — markup,
// the Chakra/emotion styles it uses, the catalogue data it was rendered with (JSON, for
// hydration), head tags (title, description, canonical, Open Graph, Product JSON-LD) and a
// modulepreload of its page module — plus spa.html (the shell of client-rendered screens),
// 404.html, sitemap.xml and robots.txt. See docs/architecture.md, "Prerender".
//
//   npm run prerender -w web -- --db <database URL> [--outDir dist] [--site https://…]
//
// The catalogue is read from the database (REST, public read) and validated here, at build
// time; there is no other source: without a database URL the prerender stops.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prerenderPages, renderPageHtml } from '@fohzshop/shared/seo-pages';
import { robotsTxt, sitemapFiles } from '@fohzshop/shared/sitemap';
import { readCatalogue } from './read-catalogue';
import { composePage, inlineStylesheets, shellPage, type Manifest } from './inject-page';
import { openRenderer, workerCount } from './page-renderer';
import { buildKey, productPageHashes } from './page-inputs';
import { fileExists, readPageHashes, writePageHashes, type PageHashes } from './prerender-manifest';
import { WEB_DIR, ssrDirFor } from './paths';
import { readTemplate, writeSitemaps } from './prerender-files';
import { assertInlineScriptsAllowed, readHostingCsp } from './csp';

export const DEFAULT_SITE_URL = 'https://fohzshop.fr';

export type PrerenderResult = {
  pages: number;
  /** Product pages whose inputs had not changed: their file was kept. */
  kept: number;
  workers: number;
  from: string;
  ms: number;
};

export async function prerender(options: {
  outDir: string;
  dbUrl: string | undefined;
  siteUrl: string;
  /** Render every page, whatever the manifest says (--full, PRERENDER_FULL=1). */
  full?: boolean;
  workers?: number;
}): Promise<PrerenderResult> {
  const startedAt = Date.now();
  if (!options.dbUrl) {
    throw new Error(
      'Prérendu impossible : aucune base indiquée (--db <url> ou PRERENDER_DATABASE_URL). ' +
        'Les pages ne sont jamais construites avec des données de démonstration.',
    );
  }
  const { outDir, siteUrl } = options;
  const products = await readCatalogue(options.dbUrl);
  const template = await readTemplate(outDir);
  const pageTemplate = await inlineStylesheets(template, outDir);
  const viteManifest = await readFile(join(outDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(viteManifest) as Manifest;
  const ssrDir = ssrDirFor(outDir);
  const csp = await readHostingCsp(join(WEB_DIR, '../firebase.json'));
  const write = async (file: string, html: string, page: string) => {
    assertInlineScriptsAllowed(html, csp, page);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  const fileOf = (path: string) =>
    join(outDir, ...path.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');
  const renderedAt = Date.now();
  const pages = prerenderPages(products, siteUrl);

  // Incremental: a product page whose inputs hash as last time keeps its file.
  const build = await buildKey({ template, viteManifest, ssrDir, siteUrl });
  const hashes = productPageHashes(products, renderedAt, build);
  const previous = options.full ? {} : await readPageHashes(outDir);
  const done: PageHashes = {};
  const toRender = [];
  for (const page of pages) {
    const hash = hashes.get(page.path);
    if (hash && previous[page.path] === hash && (await fileExists(fileOf(page.path)))) {
      done[page.path] = hash;
    } else toRender.push(page);
  }
  const kept = Object.keys(done).length;
  // Pages about to be rewritten are forgotten first: a run stopped halfway redoes them.
  await writePageHashes(outDir, done);

  const entryFile = join(ssrDir, 'entry-server.js');
  const renderer = await openRenderer(
    { entryFile, products, renderedAt },
    options.workers ?? workerCount(),
  );
  try {
    const rendered = toRender.map(async (page) => {
      const parts = await renderer.render(page.path);
      const head = renderPageHtml(pageTemplate, page, siteUrl);
      await write(fileOf(page.path), composePage(head, page.path, parts, manifest), page.path);
      const hash = hashes.get(page.path);
      if (hash) done[page.path] = hash;
    });
    // Unknown paths: the not-found page, prerendered (served with status 404 by Hosting).
    const notFound = renderer.render('/page-introuvable').then((parts) => {
      const html = composePage(pageTemplate, '/page-introuvable', parts, manifest, {
        embedData: false,
      });
      return write(join(outDir, '404.html'), html, '404.html');
    });
    await Promise.all([...rendered, notFound]);
  } finally {
    await renderer.close();
  }
  await writePageHashes(outDir, done);
  // Account, cart, checkout, comparator and Hyperviseur screens are rendered in the browser.
  await write(join(outDir, 'spa.html'), shellPage(template), 'spa.html');
  await writeSitemaps(outDir, sitemapFiles(pages, siteUrl));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  const ms = Date.now() - startedAt;
  return { pages: pages.length, kept, workers: renderer.workers, from: options.dbUrl, ms };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      outDir: { type: 'string' },
      db: { type: 'string' },
      site: { type: 'string' },
      full: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const outDir = resolve(WEB_DIR, values.outDir ?? 'dist');
  // React's production build, as shipped (the workers get it too, whatever their parent runs).
  process.env.NODE_ENV = 'production';
  const result = await prerender({
    outDir,
    dbUrl: values.db ?? process.env.PRERENDER_DATABASE_URL,
    siteUrl: values.site ?? process.env.SITE_URL ?? DEFAULT_SITE_URL,
    full: values.full || process.env.PRERENDER_FULL === '1',
  });
  // The bench (tests/bench/catalog/prerender-run.ts) reads "Prérendu : N pages" and ", M ms)".
  console.log(
    `Prérendu : ${result.pages} pages (${result.pages - result.kept} rendues, ${result.kept} ` +
      `inchangées gardées ; ${result.workers} worker(s)), 404.html, spa.html, sitemap et ` +
      `robots.txt dans ${outDir} (catalogue : ${result.from}, ${result.ms} ms).`,
  );
}
