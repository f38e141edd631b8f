// @vitest-environment node
// (Node: emotion writes CSS text there; in a DOM it inserts rules instead.)
// The CSS of the styles compiled at build time: what the build serves as virtual:static-styles.css.
import { describe, expect, it } from 'vitest';
import { staticCss } from './static-css';
import { defineStyles } from './static-styles';
import { shopConfig, shopSystem } from './system';

const demo = defineStyles('demo-card', {
  root: { px: { base: '4', md: '8' }, color: 'fg.muted', _hover: { bg: 'bg.subtle' } },
  title: { srOnly: true },
});

const recipes = shopConfig.theme ?? {};

describe('staticCss', () => {
  const css = staticCss(shopSystem(), recipes, [demo]);

  it('writes a sheet in Chakra style language as plain CSS: tokens, breakpoints, conditions', () => {
    expect(demo.root).toBe('demo-card__root');
    expect(css).toContain(
      '.demo-card__root{padding-inline:var(--chakra-spacing-4);color:var(--chakra-colors-fg-muted);}',
    );
    expect(css).toContain(
      '@media screen and (min-width: 48rem){.demo-card__root{padding-inline:var(--chakra-spacing-8);}}',
    );
    expect(css).toMatch(
      /\.demo-card__root:is\(:hover, \[data-hover\]\)[^{]*\{background:var\(--chakra-colors-bg-subtle\)/,
    );
    expect(css).toContain('.demo-card__title{position:absolute;width:1px;');
  });

  it('the global styles (layers, reset, token variables) and the recipes in their layer', () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-orange-700:');
    expect(css).toMatch(/@layer recipes\{[\s\S]*\.recipe-button\{display:inline-flex;/);
    expect(css).toContain('.recipe-button--variant-outline{');
    expect(css).toContain('.recipe-card__root--size-md{');
    expect(css).toContain(
      '.palette-green{--chakra-colors-color-palette-50:var(--chakra-colors-green-50);',
    );
  });

  it('two sheets with the same styles each get their rule', () => {
    const one = defineStyles('same-a', { root: { p: '3' } });
    const two = defineStyles('same-b', { root: { p: '3' } });
    const both = staticCss(shopSystem(), recipes, [one, two]);
    expect(both).toContain('.same-a__root{padding:var(--chakra-spacing-3);}');
    expect(both).toContain('.same-b__root{padding:var(--chakra-spacing-3);}');
  });

  it('two sheets with the same name are refused', () => {
    const twin = defineStyles('demo-card', { root: { p: '1' } });
    expect(() => staticCss(shopSystem(), recipes, [demo, twin])).toThrow(/demo-card/);
  });

  it('a sheet name must be kebab-case', () => {
    expect(() => defineStyles('Demo Card', { root: {} })).toThrow(/invalide/);
  });
});
