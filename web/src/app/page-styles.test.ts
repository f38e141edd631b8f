import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

describe('pageStyles', () => {
  const chunks = [
    { key: 'css-global', ids: ['g1'], css: ':root{--a:1}' },
    { key: 'css', ids: ['x1', 'x2'], css: '.css-x1{color:red}.css-x2{color:blue}' },
    { key: 'css-global', ids: ['g2'], css: '' },
  ];

  it('keeps all the CSS in one plain style element, in the order emotion gave it', () => {
    const html = pageStyles(chunks);
    expect(html.startsWith('<style data-page-css>:root{--a:1}.css-x1{color:red}')).toBe(true);
    expect(html.match(/<style data-page-css>[^<]*<\/style>/)?.[0]).toContain('.css-x2{color:blue}');
  });

  it("leaves emotion's tags empty, with the style names hydration must not insert again", () => {
    const html = pageStyles(chunks);
    expect(html).toContain('<style data-emotion="css-global g1"></style>');
    expect(html).toContain('<style data-emotion="css x1 x2"></style>');
    // A chunk without CSS gets no tag at all.
    expect(html).not.toContain('g2');
  });
});
