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
    page = page.replace(link, '');
  }
  if (!page.includes('<!--page-styles-->')) throw new Error('index.html sans <!--page-styles-->');
  return page.replace('<!--page-styles-->', () => `${styles.join('')}<!--page-styles-->`);
}
