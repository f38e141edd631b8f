// What the build evaluates in Node (static-styles-plugin.ts): every `*.styles.ts` sheet of the
// app, and the CSS of the styles compiled at build time.
import { STYLE_OBJECTS, type StyleSheet } from '../src/ui/theme/static-styles';
import { staticCss } from '../src/ui/theme/static-css';
import { shopConfig, shopSystem } from '../src/ui/theme/system';

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.styles.ts', { eager: true });

const isSheet = (value: unknown): value is StyleSheet<string> =>
  typeof value === 'object' && value !== null && STYLE_OBJECTS in value;

/** Each sheet file's exports as class names (what the browser's copy of the file becomes). */
export type SheetExports = Record<string, Record<string, Record<string, string>>>;

export function compileStaticStyles(): { css: string; exports: SheetExports } {
  const sheets: StyleSheet<string>[] = [];
  const exports: SheetExports = {};
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    exports[file] = {};
    for (const [name, value] of Object.entries(module)) {
      if (!isSheet(value)) {
        throw new Error(`${file} : « ${name} » n'est pas une feuille de styles (defineStyles)`);
      }
      sheets.push(value);
      exports[file][name] = { ...value };
    }
  }
  return { css: staticCss(shopSystem(), shopConfig.theme ?? {}, sheets), exports };
}
