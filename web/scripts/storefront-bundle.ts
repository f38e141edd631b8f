// After `vite build`: the storefront renderer's bundle beside the SSR entry (<outDir>-ssr), and
// the browser build made ready for Hosting. Every storefront page, and the shell of every client
// screen a shopper reaches, is rendered by the storefront function from that bundle
// (functions/src/storefront/); Hosting serves only files and spa.html, the Hyperviseur's shell. index.html leaves the browser build: `/` is a page
// like the others, rendered with the live catalogue (docs/decisions/0012-server-rendered-storefront.md).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { robotsTxt } from '@fohzshop/shared/sitemap';
import {
  STOREFRONT_FILES,
  composePage,
  shellPage,
} from '@fohzshop/shared/storefront/page-document';
import { assertInlineScriptsAllowed, readHostingCsp } from './csp';
import { inlineStylesheets, readManifest, shellTemplate } from './inject-page';
import { WEB_DIR, ssrDirFor } from './paths';

/** The site's public origin (robots.txt names the sitemap by its absolute URL). */
export const DEFAULT_SITE_URL = 'https://fohzshop.fr';

export async function writeStorefrontBundle(
  outDir: string,
  siteUrl = process.env.SITE_URL || DEFAULT_SITE_URL,
): Promise<void> {
  const ssrDir = ssrDirFor(outDir);
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<!--page-html-->')) {
    throw new Error(`${outDir}/index.html n'est pas le modèle construit par Vite.`);
  }
  const pageTemplate = await inlineStylesheets(template, outDir);
  const manifest = await readManifest(outDir);
  // Inline scripts run only if the CSP Hosting sends allows their hash: checked on the page
  // shape every rendered page has, so a changed loader fails the build, not the shop.
  const csp = await readHostingCsp(join(WEB_DIR, '../firebase.json'));
  const parts = { html: '', styles: '', pageJson: '{}', dataId: 'page-data' };
  assertInlineScriptsAllowed(composePage(pageTemplate, '/', parts, manifest), csp, 'page');
  const spa = shellPage(template);
  assertInlineScriptsAllowed(spa, csp, 'spa.html');
  await writeFile(join(ssrDir, STOREFRONT_FILES.template), pageTemplate);
  await writeFile(
    join(ssrDir, STOREFRONT_FILES.shellTemplate),
    await shellTemplate(pageTemplate, outDir, manifest),
  );
  await writeFile(join(ssrDir, STOREFRONT_FILES.manifest), JSON.stringify(manifest));
  await writeFile(join(outDir, 'spa.html'), spa);
  // A file, not a page: the same for every catalogue (the Functions emulator also keeps
  // /robots.txt for itself, so the storefront function could not answer it locally).
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl.replace(/\/+$/, '')));
  await rm(join(outDir, 'index.html'));
}
