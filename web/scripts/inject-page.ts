// The build's side of page documents: reads Vite's manifest and writes the linked stylesheets
// into the page template. Composing a page is shared/src/storefront/page-document.ts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '@fohzshop/shared/storefront/page-document';

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * What stands in the page for a stylesheet written into it: the same link, `disabled`, which a
 * browser never fetches. Every chunk that imports from the entry lists the entry's stylesheet
 * among its dependencies, and Vite's loader adds a <link> for any dependency the document does not
 * link already: without this marker, the first such chunk (Firebase Auth, on every signed-in
 * screen) fetched the 17 KiB stylesheet again and the browser restyled the whole page.
 */
function inlinedMarker(href: string): string {
  return `<link rel="stylesheet" crossorigin href="${href}" disabled data-inlined>`;
}

/**
 * The template of server-rendered pages: the stylesheets Vite links (the styles compiled at build
 * time) written into the page, so it paints with no request but its own. spa.html keeps the link
 * (the file is cached for the next screens). They go before the page's own styles: their first
 * rule sets the order of the cascade layers (reset, base, tokens, recipes), and the first
 * mention of a layer fixes its place — the page's styles name `recipes` too.
 */
export async function inlineStylesheets(template: string, outDir: string): Promise<string> {
  let page = template;
  const styles: string[] = [];
  for (const [link, href] of template.matchAll(STYLESHEET)) {
    styles.push(
      `<style data-static-css>${await readFile(join(outDir, href as string), 'utf8')}</style>`,
    );
    page = page.replace(link, inlinedMarker(href as string));
  }
  if (!page.includes('<!--page-styles-->')) throw new Error('index.html sans <!--page-styles-->');
  return page.replace('<!--page-styles-->', () => `${styles.join('')}<!--page-styles-->`);
}

/** Where the client screens' stylesheet lands in Vite's manifest (app/router/screen-styles.ts). */
export const SCREEN_STYLES_MODULE = 'src/app/router/screen-styles.ts';

/**
 * The template of the client screens' shells: the page template with the screens' stylesheet
 * written in after the page one (style[data-screen-css]: the screen then skips fetching it).
 */
export async function shellTemplate(
  pageTemplate: string,
  outDir: string,
  manifest: Manifest,
): Promise<string> {
  // A module with nothing but CSS is its own stylesheet in the manifest.
  const chunk = manifest[SCREEN_STYLES_MODULE];
  const files = chunk?.file.endsWith('.css') ? [chunk.file] : (chunk?.css ?? []);
  if (files.length === 0)
    throw new Error(`${SCREEN_STYLES_MODULE} : aucune feuille dans le manifeste`);
  const css = await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
  return pageTemplate.replace(
    '<!--page-styles-->',
    () => `<style data-screen-css>${css.join('')}</style><!--page-styles-->`,
  );
}
