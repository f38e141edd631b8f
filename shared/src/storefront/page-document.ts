// A rendered page put into the built index.html: styles in <head>, markup in #root, the data as
// JSON and the after-first-paint loader of the entry with the page's own modules (found in
// Vite's manifest). Pure string work, shared by the build (web/scripts/) and the server renderer
// (functions/src/storefront/), so both write the same document.
import type { Product } from '../schemas/product';
import { pageTarget } from './page-target';
import type { ReviewsView } from './reviews-view';
import type { ShopView } from './shop-view';

/** The files of a storefront renderer bundle (`vite build --ssr` output plus these two). */
export const STOREFRONT_FILES = {
  entry: 'entry-server.js',
  /** The built index.html with its stylesheets written in (inlineStylesheets). */
  template: 'page-template.html',
  /** The same with the client screens' stylesheet too (style[data-screen-css]), for their shells. */
  shellTemplate: 'shell-template.html',
  /** Vite's client manifest: which modules each page preloads. */
  manifest: 'page-manifest.json',
} as const;

/**
 * What a page is rendered from: the catalogue, the time its prices and labels are for, what it
 * shows of settings/shop and the reviews (/avis-clients only uses them). Absent for the build's
 * client-screen shells: those read in the browser.
 */
export type RenderData = {
  products: Product[];
  renderedAt: number;
  shop?: ShopView;
  reviews?: ReviewsView;
};

/** What web/src/entry-server.tsx exports (the renderer bundle's entry). */
export type EntryServer = {
  renderParts(url: string, data: RenderData): Promise<RenderedParts>;
  /** The Storage download base the pages' photos come from (web/src/lib/photo-base-url.ts). */
  photoBaseUrl: string;
};

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** Page module source of each kind of path (what route-table.tsx loads for it). */
function pageModule(path: string): string {
  const target = pageTarget(path);
  if (target.kind === 'product') return 'src/features/product/routes/product-route.tsx';
  if (target.kind !== 'screen') return '';
  if (target.route.path === '/') return 'src/features/home/routes/home-route.tsx';
  return target.route.productType ? 'src/features/catalog/routes/catalog-route.tsx' : '';
}

/** The manifest entry `key` and every chunk it imports statically, each once, `key` first. */
function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The page module and every chunk it imports (not the entry's own), which the after-first-paint
 * loader preloads together with the entry (docs/performance.md, "The page's modules, fetched
 * with the entry").
 */
export function pageModules(path: string, manifest: Manifest): string[] {
  const key = pageModule(path);
  if (!manifest[key]) return [];
  const entryFiles = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .flatMap(([name]) => staticClosure(manifest, name)),
  );
  return staticClosure(manifest, key)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `/${file}`);
}

/** What rendering one page gives (the SSR entry's renderParts): markup, styles and its data as JSON. */
export type RenderedParts = { html: string; styles: string; pageJson: string; dataId: string };

/** The rendered parts put into `template` (the built index.html, head tags already in). */
export function composePage(
  template: string,
  path: string,
  parts: RenderedParts,
  manifest: Manifest,
  { embedData = true, clientRender = false } = {},
): string {
  // clientRender: the markup was rendered for another path (the 404 page, one for every path
  // that matches nothing): the browser renders the screen again instead of hydrating it, and
  // only takes the data (the shop's settings) from the page.
  const mark = clientRender ? ' data-client-render' : '';
  const json = embedData
    ? `<script type="application/json" id="${parts.dataId}"${mark}>${parts.pageJson}</script>`
    : '';
  const { hints, markup } = hoistResourceHints(parts.html);
  // Replacement functions, not strings: rendered text (a product named « Kit $' ») must not be
  // read as a `$` pattern of String.replace.
  return startAfterPaint(withoutNoscript(template), pageModules(path, manifest))
    .replace('<!--page-styles-->', () => hints + parts.styles)
    .replace('<!--page-html-->', () => markup)
    .replace('<!--page-data-->', () => json);
}

/**
 * React writes the resource hints a page asks for (`preload()` of react-dom: the product page's
 * main photo) at the start of a fragment it renders. In <head> the preload scanner sees them
 * before any markup, and the browser fetches the LCP image at once; hydration ignores them either
 * way (React skips hoistable elements).
 */
export function hoistResourceHints(html: string): { hints: string; markup: string } {
  const leading = /^(?:\s*<link\b[^>]*>)+/.exec(html);
  return leading
    ? { hints: leading[0].trim(), markup: html.slice(leading[0].length) }
    : { hints: '', markup: html };
}

/** The shell of client-rendered screens: no markup, no data (React renders in the browser). */
export const shellPage = (template: string): string =>
  template
    .replace('<!--page-styles-->', '')
    .replace('<!--page-html-->', '')
    .replace('<!--page-data-->', '');

/** A server-rendered page works without JavaScript: the "JavaScript needed" notice goes. */
const withoutNoscript = (template: string): string =>
  template.replace(/\s*<noscript[\s\S]*?<\/noscript\s*>/, '');

/**
 * Starts the entry module once the first contentful paint is on screen, and preloads the page's
 * own modules with it. Waiting for one frame was not enough: the frame can reach the screen
 * after the entry has arrived and started, and the browser then counts the entry as holding the
 * first paint back (docs/performance.md, « Every route measured »). Paint timing tells when the
 * paint was presented; where it is missing, one frame and a task, as before; and at most 3 s
 * (a tab opened in the background paints nothing until shown).
 * Its text never changes (the entry and the modules are read from its data-entry and
 * data-modules attributes), so one hash in the CSP of firebase.json covers every build.
 */
export const START_AFTER_PAINT_JS =
  '(function(c){var d=document,w=window,go=0;function start(){if(go)return;go=1;' +
  "var s=d.createElement('script'),m=(c.getAttribute('data-modules')||'').split(' ');" +
  "s.type='module';s.crossOrigin='';s.src=c.getAttribute('data-entry');d.body.appendChild(s);" +
  "for(var i=0;i<m.length;i++)if(m[i]){var l=d.createElement('link');l.rel='modulepreload';" +
  "l.crossOrigin='';l.href=m[i];d.head.appendChild(l)}}" +
  'function next(){setTimeout(start,0)}' +
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
  "if(t&&t.indexOf('paint')>=0){new P(function(l,o){" +
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}})" +
  ".observe({type:'paint',buffered:true});setTimeout(start,3000)}" +
  'else w.requestAnimationFrame(next)})(document.currentScript)';

/**
 * A server-rendered page paints before its JavaScript is even requested: a tiny inline script adds
 * the entry and preloads the page's modules after the first frame. Requested earlier, the app's
 * ~150 KiB would share the visitor's bandwidth with the HTML and hold the first paint back
 * (docs/performance.md).
 */
function startAfterPaint(template: string, modules: string[]): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html construit sans script module : rien à démarrer.');
  // The entry's own preloads (Vite writes them in <head>) start with it, after the paint, too.
  const entryPreloads = [
    ...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  const preloaded = [...entryPreloads.map((link) => link[1] as string), ...modules];
  const loader =
    `<script data-entry="${entry[1]}" data-modules="${preloaded.join(' ')}">` +
    `${START_AFTER_PAINT_JS}</script>`;
  return entryPreloads
    .reduce((page, link) => page.replace(link[0], ''), template)
    .replace(entry[0], '')
    .replace('<!--page-data-->', () => `<!--page-data-->\n    ${loader}`);
}
