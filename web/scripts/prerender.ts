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
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { prerenderPages, renderPageHtml, robotsTxt, sitemapXml } from '@fohzshop/shared/seo-pages';
import { readCatalogue } from './read-catalogue';
import { injectPage, readManifest, type EntryServer } from './inject-page';
import { WEB_DIR, ssrDirFor } from './paths';
import { assertInlineScriptsAllowed, readHostingCsp } from './csp';

export const DEFAULT_SITE_URL = 'https://fohzshop.fr';

/**
 * The built index.html, kept beside the prerender entry: index.html itself becomes the home
 * page below, so a second prerender of the same build (a restart of the local stack with no
 * rebuild, a test) reads the template from there.
 */
async function readTemplate(outDir: string): Promise<string> {
  const saved = join(ssrDirFor(outDir), 'template.html');
  const built = await readFile(join(outDir, 'index.html'), 'utf8');
  if (built.includes('<!--page-html-->')) {
    await writeFile(saved, built);
    return built;
  }
  return readFile(saved, 'utf8').catch(() => {
    throw new Error(
      `Prérendu : ${outDir}/index.html est déjà prérendu et le modèle manque ; refaites le build.`,
    );
  });
}

export async function prerender(options: {
  outDir: string;
  dbUrl: string | undefined;
  siteUrl: string;
}): Promise<{ pages: number; from: string; ms: number }> {
  const startedAt = Date.now();
  if (!options.dbUrl) {
    throw new Error(
      'Prérendu impossible : aucune base indiquée (--db <url> ou PRERENDER_DATABASE_URL). ' +
        'Les pages ne sont jamais construites avec des données de démonstration.',
    );
  }
  const products = await readCatalogue(options.dbUrl);
  const template = await readTemplate(options.outDir);
  const manifest = await readManifest(options.outDir);
  const entryFile = join(ssrDirFor(options.outDir), 'entry-server.js');
  const server = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const csp = await readHostingCsp(join(WEB_DIR, '../firebase.json'));
  const write = async (file: string, html: string, page: string) => {
    assertInlineScriptsAllowed(html, csp, page);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  const renderedAt = Date.now();
  const data = { products, renderedAt };

  const pages = prerenderPages(products, options.siteUrl);
  for (const page of pages) {
    const head = renderPageHtml(template, page, options.siteUrl);
    const html = await injectPage(head, page.path, data, server, manifest);
    const file = join(
      options.outDir,
      ...page.path.split('/').filter(Boolean).map(decodeURIComponent),
      'index.html',
    );
    await write(file, html, page.path);
  }
  // Unknown paths: the not-found page, prerendered (served with status 404 by Hosting).
  const notFound = await injectPage(template, '/page-introuvable', data, server, manifest, {
    embedData: false,
  });
  await write(join(options.outDir, '404.html'), notFound, '404.html');
  // Account, cart, checkout, comparator and Hyperviseur screens are rendered in the browser.
  await write(join(options.outDir, 'spa.html'), injectPage.shell(template), 'spa.html');
  await writeFile(join(options.outDir, 'sitemap.xml'), sitemapXml(pages, options.siteUrl));
  await writeFile(join(options.outDir, 'robots.txt'), robotsTxt(options.siteUrl));
  return { pages: pages.length, from: options.dbUrl, ms: Date.now() - startedAt };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { outDir: { type: 'string' }, db: { type: 'string' }, site: { type: 'string' } },
    allowPositionals: false,
  });
  const outDir = resolve(WEB_DIR, values.outDir ?? 'dist');
  const result = await prerender({
    outDir,
    dbUrl: values.db ?? process.env.PRERENDER_DATABASE_URL,
    siteUrl: values.site ?? process.env.SITE_URL ?? DEFAULT_SITE_URL,
  });
  console.log(
    `Prérendu : ${result.pages} pages, 404.html, spa.html, sitemap.xml et robots.txt dans ${outDir} ` +
      `(catalogue : ${result.from}, ${result.ms} ms).`,
  );
}
