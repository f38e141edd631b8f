// Styles compiled at build time (src/ui/theme/static-styles.ts). The plugin evaluates every
// `*.styles.ts` sheet in Node once per build, through the shop's Chakra system, then
// - serves their CSS, with the theme's global styles and recipes, as `virtual:static-styles.css`
//   (imported once, by the browser entry), except the client screens' sheets, served as
//   `virtual:screen-styles.css` (static-css-entry.ts, SCREEN_SHEET; app/router/screen-styles.ts);
// - replaces each sheet file in the bundles by its class names only: the style objects, and the
//   system that read them, never reach a browser.
// In the dev server a sheet's change rebuilds the CSS. docs/architecture.md, "Styling".
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { SheetExports } from './static-css-entry';

// Path-like ids ending in .css, so Vite's CSS pipeline takes the modules.
const VIRTUAL_IDS: Record<string, string> = {
  'virtual:static-styles.css': '/__static-styles.css',
  'virtual:screen-styles.css': '/__screen-styles.css',
};
const SHEET = /\.styles\.ts$/;

type Compiled = { css: string; screenCss: string; exports: SheetExports };

export function staticStyles(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const src = `${root}src`;
  let compiled: Promise<Compiled> | undefined;
  let server: ViteDevServer | undefined;

  const compile = () =>
    (compiled ??= runnerImport<{ compileStaticStyles(): Compiled }>(
      '/scripts/static-css-entry.ts',
      {
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: { '@': src } },
      },
    ).then(({ module }) => module.compileStaticStyles()));

  return {
    name: 'fohzshop:static-styles',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
    },
    resolveId(id) {
      return VIRTUAL_IDS[id];
    },
    async load(id) {
      if (id === VIRTUAL_IDS['virtual:static-styles.css']) return (await compile()).css;
      if (id === VIRTUAL_IDS['virtual:screen-styles.css']) return (await compile()).screenCss;
      return undefined;
    },
    async transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SHEET.test(file) || !file.startsWith(src)) return undefined;
      const key = `/src${file.slice(src.length)}`;
      const exports = (await compile()).exports[key];
      if (!exports) throw new Error(`${key} : feuille de styles inconnue du plugin`);
      const code = Object.entries(exports)
        .map(([name, classes]) =>
          name === 'default'
            ? `export default ${JSON.stringify(classes)};`
            : `export const ${name} = ${JSON.stringify(classes)};`,
        )
        .join('\n');
      return { code, map: null };
    },
    handleHotUpdate({ file }) {
      if (!SHEET.test(file) || !server) return;
      compiled = undefined;
      for (const resolved of Object.values(VIRTUAL_IDS)) {
        const css = server.moduleGraph.getModuleById(resolved);
        if (css) server.moduleGraph.invalidateModule(css);
      }
    },
  };
}
