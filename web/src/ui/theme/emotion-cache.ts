// The emotion cache of both renders, the prerender's and the browser's: the same key (the browser
// adopts the prerendered styles under it) and the same output. Emotion's default cache runs
// stylis's vendor prefixer, written for browsers of ten years ago (`-ms-flex-align`,
// `-moz-transform`, `display:-webkit-box`…): a quarter of every page's CSS, which the browser
// parses before its first paint. Of those prefixes, the browsers the build targets (es2022) need
// two, both for Safari: `-webkit-user-select`, and `-webkit-backdrop-filter` before Safari 18.
// This cache writes only them (docs/performance.md, "CSS without legacy prefixes").
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Key of emotion's class names (`css-…`), the one the prerendered `data-emotion` tags carry. */
export const EMOTION_KEY = 'css';

/** The properties still written twice, `-webkit-` first. */
const WEBKIT_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/** Prefixes the declarations above; every other declaration is written as it is. */
const safariPrefixes: StylisPlugin = (element) => {
  // A declaration's `value` is its whole text (`user-select:none;`), `return` what is written.
  const property = element.type === 'decl' ? element.props : undefined;
  if (typeof property === 'string' && WEBKIT_PREFIXED.has(property) && !element.return) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

// One array for every cache: on the server, emotion memoises its stylis setup per plugin array.
const STYLIS_PLUGINS = [safariPrefixes];

/** A cache that writes CSS as the shop's does, global styles included (static-css.ts). */
export const createStylesCache = (): EmotionCache =>
  createCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS });

/** Emotion inserts a keyframes rule with an empty selector too: its text says what it is. */
const isKeyframes = (styles: string): boolean => styles.trimStart().startsWith('@keyframes');

/**
 * The theme's global styles (reset, token variables, body) are compiled at build time into the
 * static CSS every page links (static-css.ts). Chakra's provider inserts them again wherever it is
 * mounted — and each part of the app that still uses Chakra's components has its own provider
 * (chakra-scope.tsx) —, so this cache drops global styles: a Global inserts with an empty
 * selector, and the shop has no Global of its own. Keyframes (a spinner's) also come with an
 * empty selector and are kept: emotion-keyframes.test.tsx renders one through emotion itself.
 */
export function createShopEmotionCache(): EmotionCache {
  const cache = createStylesCache();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    selector === '' && !isKeyframes(serialized.styles)
      ? ''
      : insert(selector, serialized, sheet, shouldCache);
  return cache;
}
