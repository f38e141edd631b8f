// The shop's emotion cache writes the CSS it is given, with `-webkit-` copies of the two
// properties Safari needs them for, and none of the legacy prefixes of emotion's default.
import { css, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createShopEmotionCache, createStylesCache, EMOTION_KEY } from './emotion-cache';

/** The CSS the cache inserts for `styles` (as a class rule), read from its sheet's tags. */
function insertedCss(styles: CSSObject): string {
  const cache = createShopEmotionCache();
  const serialized = css(styles);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent ?? '').join('');
}

describe('the shop emotion cache', () => {
  it('uses the key of the prerendered style tags', () => {
    expect(createShopEmotionCache().key).toBe(EMOTION_KEY);
  });

  it('writes no legacy vendor prefixes', () => {
    const written = insertedCss({
      display: 'flex',
      alignItems: 'center',
      flexDirection: 'column',
      transform: 'translateX(1px)',
      appearance: 'none',
      '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
    });
    expect(written).toContain('display:flex;');
    expect(written).toContain('align-items:center;');
    expect(written).toContain('appearance:none;');
    expect(written).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it('adds the -webkit- copy of user-select and backdrop-filter, before the standard one', () => {
    const written = insertedCss({ userSelect: 'none', backdropFilter: 'blur(8px)', color: 'red' });
    expect(written).toContain('-webkit-user-select:none;user-select:none;');
    expect(written).toContain('-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);');
    expect(written).toContain('color:red;');
    expect(written.match(/user-select/g)).toHaveLength(2);
  });
});

describe('global styles', () => {
  it('the shop cache drops them (they are compiled at build time), the styles cache keeps them', () => {
    const globals = css({ body: { color: 'red' } });
    const shop = createShopEmotionCache();
    shop.insert('', globals, shop.sheet, true);
    expect(shop.sheet.tags.map((tag) => tag.textContent).join('')).toBe('');
    const full = createStylesCache();
    full.insert('', globals, full.sheet, true);
    expect(full.sheet.tags.map((tag) => tag.textContent).join('')).toContain('body{color:red;}');
  });
});
