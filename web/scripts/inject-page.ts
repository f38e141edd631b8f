// Puts a rendered page into the built index.html: styles in <head>, markup in #root, the data
// as JSON and a modulepreload of the page's own module (found in Vite's manifest).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { BuildData, PageData } from '../src/app/page-data';

/** What web/src/entry-server.tsx exports (built by scripts/build.ts). */
export type EntryServer = {
  renderPage(
    url: string,
    data: BuildData,
  ): Promise<{ html: string; styles: string; pageData: PageData }>;
  serializePageData(data: PageData): string;
  PAGE_DATA_ID: string;
};
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Page module source of each kind of path (what route-table.tsx loads for it). */
function pageModule(path: string): string {
  if (path === '/') return 'src/features/home/routes/home-route.tsx';
  if (
    /^\/(trottinettes-electriques|pieces-detachees|pieces-competition)(\/(dualtron|teverun|kaabo|inmotion))?$/.test(
      path,
    )
  ) {
    return 'src/features/catalog/routes/catalog-route.tsx';
  }
  if (/^\/(trottinettes-electriques|pieces-detachees|pieces-competition)\//.test(path)) {
    return 'src/features/product/routes/product-route.tsx';
  }
  return '';
}

function modulePreloads(path: string, manifest: Manifest): string {
  const chunk = manifest[pageModule(path)];
  if (!chunk) return '';
  return `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`;
}

/** What rendering one page gives (page-renderer.ts): markup, styles and its data as JSON. */
export type RenderedParts = { html: string; styles: string; pageJson: string; dataId: string };

/** The rendered parts put into `template` (the built index.html, head tags already in). */
export function composePage(
  template: string,
  path: string,
  parts: RenderedParts,
  manifest: Manifest,
  { embedData = true } = {},
): string {
  const json = embedData
    ? `<script type="application/json" id="${parts.dataId}">${parts.pageJson}</script>`
    : '';
  return startAfterPaint(withoutNoscript(template))
    .replace('<!--page-styles-->', parts.styles)
    .replace('<!--page-html-->', parts.html)
    .replace('<!--page-data-->', `${json}\n    ${modulePreloads(path, manifest)}`);
}

/** The shell of client-rendered screens: no markup, no data (React renders in the browser). */
export const shellPage = (template: string): string =>
  template
    .replace('<!--page-styles-->', '')
    .replace('<!--page-html-->', '')
    .replace('<!--page-data-->', '');

/** A prerendered page works without JavaScript: the "JavaScript needed" notice goes. */
const withoutNoscript = (template: string): string =>
  template.replace(/\s*<noscript[\s\S]*?<\/noscript\s*>/, '');

/**
 * Starts the entry module after the first frame. Its text never changes (the entry's file name is
 * read from the data-entry attribute), so one hash in the CSP of firebase.json covers every build.
 */
export const START_AFTER_PAINT_JS =
  '(function(c){requestAnimationFrame(function(){setTimeout(function(){' +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
  "s.src=c.getAttribute('data-entry');document.body.appendChild(s)})})})(document.currentScript)";

/**
 * A prerendered page paints before its JavaScript is even requested: a tiny inline script adds
 * the entry after the first frame. Requested earlier, the app's ~150 KiB would share the
 * visitor's bandwidth with the HTML and hold the first paint back (docs/performance.md).
 */
function startAfterPaint(template: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html construit sans script module : rien à démarrer.');
  const loader = `<script data-entry="${entry[1]}">${START_AFTER_PAINT_JS}</script>`;
  return template
    .replace(entry[0], '')
    .replace('<!--page-data-->', `<!--page-data-->\n    ${loader}`);
}
