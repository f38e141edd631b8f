// The CSS of every server-rendered page (each URL of the sitemap, as served), no browser: the styles
// compiled at build time (`<style data-static-css>`, the same on every page) and the page's own
// (`<style data-page-css>`, what the parts still built with Chakra's components render). Both are
// written by the shop's emotion cache, so they carry none of the legacy vendor prefixes of
// emotion's default one (docs/performance.md, "CSS without legacy prefixes"), and together they
// stay under a ceiling, so that a page's CSS cannot double without anyone noticing. The largest
// pages are printed.
import { describe, expect, it } from 'vitest';
import { CLIENT_SHELLS } from '@fohzshop/shared/storefront/client-shells';
import { e2eStack } from './support/stack';

/**
 * Measured on 2026-11-25: home 78 KB, listing 87 KB, product page 88 KB (116 KB before the
 * prefixes went). With the styles compiled at build time (decision 0011): 88 KB shared by every
 * page — token variables 22 KB, every variant of the theme's recipes 19 KB, the sheets — plus
 * 6 KB (home, listing) to 14 KB (a product page, the contact page) of the page's own: 102 KB at
 * most, so the ceiling went from 100 to 110 KB. It leaves room for a richer page, not for a
 * second copy of the rules. On 2026-11-28 the reviews, contact and withdrawal pages left
 * Chakra's runtime for build-time styles (their forms' fields, the reviews' cards): their rules
 * joined the shared sheet, and a product page measured 114.3 KB; ceiling 118 KB. The same day
 * the client screens' sheets (cart, account, checkout, comparator) left it for a stylesheet of
 * their own, which only their shells carry (web/scripts/static-css-entry.ts, SCREEN_SHEET).
 */
const CEILING_BYTES = 118_000;
/** Written by emotion's default prefixer for any flex alignment or keyframes, never by Chakra. */
const LEGACY_PREFIX = /-ms-|-webkit-box-align|@-webkit-keyframes/;

/** Every page the sitemap lists, as a path. */
async function servedPages(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
}

describe('CSS of the server-rendered pages', () => {
  it('has no legacy vendor prefixes and stays under the ceiling, on every page', async () => {
    const { baseUrl } = e2eStack();
    const paths = await servedPages(baseUrl);
    expect(paths.length, 'pages du plan du site').toBeGreaterThan(20);
    const sizes: Array<{ path: string; bytes: number }> = [];
    for (const path of paths) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      const compiled = /<style data-static-css>([\s\S]*?)<\/style>/.exec(html)?.[1];
      const own = /<style data-page-css>([\s\S]*?)<\/style>/.exec(html)?.[1];
      expect.soft(compiled, `${path} : pas de <style data-static-css>`).toBeDefined();
      expect.soft(own, `${path} : pas de <style data-page-css>`).toBeDefined();
      if (compiled === undefined || own === undefined) continue;
      const css = compiled + own;
      sizes.push({ path, bytes: Buffer.byteLength(css) });
      expect.soft(LEGACY_PREFIX.exec(css)?.[0], `${path} : préfixe obsolète`).toBeUndefined();
      expect
        .soft(Buffer.byteLength(css), `${path} : CSS de la page`)
        .toBeLessThanOrEqual(CEILING_BYTES);
    }
    sizes.sort((a, b) => b.bytes - a.bytes);
    console.log(
      `CSS des pages servies (${sizes.length}), les plus lourdes :\n` +
        sizes
          .slice(0, 3)
          .map(({ path, bytes }) => `  ${path}: ${bytes} o`)
          .join('\n'),
    );
  });

  it('defines every build-time class a served page or shell uses, and only shells carry the screens’ sheet', async () => {
    const { baseUrl } = e2eStack();
    const shells = CLIENT_SHELLS.map((shell) => shell.renderPath);
    const paths = [...(await servedPages(baseUrl)), ...shells];
    for (const path of paths) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      // The sheets' classes, `sheet__key` (static-styles.ts); a recipe's modifier may have no rule,
      // and Chakra's runtime names its parts `chakra-…__…` (styled by emotion's classes).
      const used = new Set(
        [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) =>
          (m[1] as string)
            .split(/\s+/)
            .filter((name) => name.includes('__') && !/^(recipe|chakra)-/.test(name)),
        ),
      );
      const missing = [...used].filter((name) => !css.includes(`.${name}`));
      expect.soft(missing, `${path} : classes sans règle`).toEqual([]);
      expect
        .soft(html.includes('<style data-screen-css>'), `${path} : feuille des écrans`)
        .toBe(shells.includes(path));
    }
  });
});
