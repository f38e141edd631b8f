// Styles compiled at build time. A component on the storefront's first paint describes its styles
// in a `*.styles.ts` file, in Chakra's style language (tokens, responsive values, `_hover`…), and
// uses the class names this module gives back; the build runs the shop's Chakra system over those
// objects once and writes plain CSS (web/scripts/static-styles-plugin.ts). The browser then
// hydrates these components without Chakra's runtime: no system to build, no styles to resolve,
// no CSS to insert (docs/architecture.md, "Styling"; docs/decisions/0011-static-styles.md).
// Nothing here imports Chakra's code: only its types.
import type { SystemStyleObject } from '@chakra-ui/react';

/** Where the build finds a sheet's style objects (the browser's copy has none: they are stripped). */
export const STYLE_OBJECTS = Symbol.for('fohzshop.static-styles');

export type StyleSheet<K extends string> = Readonly<Record<K, string>> & {
  readonly [STYLE_OBJECTS]?: { name: string; styles: Record<K, SystemStyleObject> };
};

const NAME = /^[a-z][a-z0-9-]*$/;

/** The class name of `key` in the sheet `name`: `product-card__price`. */
export const styleClass = (name: string, key: string) => `${name}__${key}`;

/**
 * A component's styles: `name` is unique across the app (the build checks it), each key a class.
 * `const s = defineStyles('product-card', { root: { p: '4' } })` → `s.root === 'product-card__root'`.
 */
export function defineStyles<K extends string>(
  name: string,
  styles: Record<K, SystemStyleObject>,
): StyleSheet<K> {
  if (!NAME.test(name)) throw new Error(`Nom de feuille de styles invalide : « ${name} »`);
  const classes = Object.fromEntries(
    Object.keys(styles).map((key) => [key, styleClass(name, key)]),
  ) as Record<K, string>;
  Object.defineProperty(classes, STYLE_OBJECTS, { value: { name, styles }, enumerable: false });
  return classes;
}

/** Class names joined, falsy ones skipped: `cx(s.card, selected && s.selected)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
