// What the build evaluates in Node (static-styles-plugin.ts): every `*.styles.ts` sheet of the
// app, and the CSS of the styles compiled at build time.
import { STYLE_OBJECTS, type StyleSheet } from '../src/ui/theme/static-styles';
import { sheetsCss, staticCss } from '../src/ui/theme/static-css';
import { shopConfig, shopSystem } from '../src/ui/theme/system';

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.styles.ts', { eager: true });

const isSheet = (value: unknown): value is StyleSheet<string> =>
  typeof value === 'object' && value !== null && STYLE_OBJECTS in value;

/** Each sheet file's exports as class names (what the browser's copy of the file becomes). */
export type SheetExports = Record<string, Record<string, Record<string, string>>>;

/**
 * The sheets of the client screens only (cart, account, checkout, comparator): their rules go to
 * a stylesheet of their own, which their shells inline and the screens load when reached from
 * another page (app/router/screen-styles.ts), so that the storefront pages do not carry them.
 * tests/e2e/page-css.test.ts checks every class a served page uses is in its CSS.
 */
export const SCREEN_SHEET =
  /^\/src\/(features\/(cart|account|checkout|compare|stock-alert)\/|ui\/bank-transfer-details\.styles\.ts$)/;

export function compileStaticStyles(): { css: string; screenCss: string; exports: SheetExports } {
  const sheets: StyleSheet<string>[] = [];
  const screenSheets: StyleSheet<string>[] = [];
  const exports: SheetExports = {};
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    exports[file] = {};
    for (const [name, value] of Object.entries(module)) {
      if (!isSheet(value)) {
        throw new Error(`${file} : « ${name} » n'est pas une feuille de styles (defineStyles)`);
      }
      (SCREEN_SHEET.test(file) ? screenSheets : sheets).push(value);
      exports[file][name] = { ...value };
    }
  }
  const system = shopSystem();
  // One name per sheet across both stylesheets (each checks its own).
  sheetsCss(system, [...sheets, ...screenSheets]);
  return {
    css: staticCss(system, shopConfig.theme ?? {}, sheets),
    screenCss: sheetsCss(system, screenSheets),
    exports,
  };
}
