// JavaScript budget of the server-rendered pages, measured on the e2e build's files and the HTML
// the storefront serves (no browser: the same bytes give the same figures). For the home, a listing and a product page:
// the entry script plus every module the page preloads (its page module and all that module
// imports), each gzipped at level 9, must stay within the budget below, and the preloads must
// cover every module the page imports statically. The budget is 150 KiB: the pages hydrate without
// Chakra's runtime since their styles are compiled at build time (116.3 / 119.6 / 121.2 KiB on
// 2026-11-25, docs/decisions/0011-styles-compiled-at-build-time.md). The figures are printed.
// The client-rendered buying pages (/mon-panier, /mon-panier/paiement) are measured in Chromium:
// every script a shopper's browser downloads for the page, by chunk, held under their ceilings.
import type { Review } from '@fohzshop/shared/schemas/review';
import { sortReviews } from '@fohzshop/shared/review-display';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newPage, waitForHydration, waitForQuietNetwork } from './support/browser';
import { buyingPagesJs, describeDownloadedJs, downloadedJs } from './support/downloaded-js';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { productPath } from '@fohzshop/shared/routes';
import { adminDb, e2eStack } from './support/stack';

/** JavaScript a prerendered page may load before it hydrates. */
const BUDGET_BYTES = 150 * 1024;
/**
 * Everything the buying pages download (entry, route, Database/Auth/Functions SDKs, zod), held
 * at the size measured on 2026-11-24 (246.6 and 313.4 KiB, docs/performance.md) plus ~3 KiB.
 * The checkout then started asking `paymentOptions` as it opens (only the methods this deploy
 * takes are offered), so App Check's SDK (8.5 KiB) now loads with the page instead of at the
 * order's submission: 323.0 KiB, ceiling 326 KiB. Once the storefront hydrated without Chakra
 * (2026-11-25), Chakra's runtime left the entry for a chunk of its own that these pages load:
 * 243.0 and 321.9 KiB. The consumer-law duties of 2026-11-27 (docs/legal-compliance.md) added to
 * the checkout what the law makes it show: the instalment credit warning and its lender (1.1 KiB,
 * its wording read from the shop settings 0.45 KiB), the éco-participation and the scooter
 * take-back (1.3 KiB), the withdrawal notice: 248.3 and 329.0 KiB, ceiling 332 KiB. Promotion
 * codes (issue 28) added the « Code promo » field, its preview call, the discount line and the
 * code offered to everyone with its conditions: 333.4 KiB, then 332.6 KiB once the checkout's
 * code schemas were split from the admin ones (schemas/promotion-code.ts,
 * contracts/promotion-check.ts), measured on 2026-11-28; ceiling 334 KiB (+2). Later that day
 * the shop settings' queries moved to modules of their own (read with the page on the
 * storefront, on demand here), the browser stores to one factory and the callables to one hook
 * loaded on first call: 250.0 and 334.1 KiB; ceilings 252 and 336 KiB (+2). Later still, the
 * cart was styled at build time (no Chakra runtime, scope or anatomy: 45 KiB) and reads its
 * cards without the product schema (zod, 25 KiB, now loaded only to watch a product): 176.9 KiB,
 * ceiling 179 KiB. What is left is the entry (109 KiB), Firebase's app and Database SDK (49 KiB)
 * the cart needs to price its lines, and the cart's own modules. The checkout followed (no
 * Chakra runtime, scope, fields or anatomy): 334.1 -> 282.5 KiB, ceiling 285 KiB.
 */
const BUYING_CEILING_BYTES = {
  '/mon-panier': 179 * 1024,
  '/mon-panier/paiement': 285 * 1024,
} as const;

type Manifest = Record<string, { file: string; imports?: string[] }>;
type Asset = { url: string; bytes: number; gzip: number };

const webDir = () => e2eStack().webDir;

/** The HTML Hosting serves for `path` (rendered by the storefront function). */
async function servedHtml(path: string): Promise<string> {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  expect(response.status, `${path} : HTTP ${response.status}`).toBe(200);
  return response.text();
}

async function asset(url: string): Promise<Asset> {
  const content = await readFile(join(webDir(), url.replace(/^\//, '')));
  return { url, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * The entry script of a page: `<script type="module" src>` (spa.html) or, on prerendered pages,
 * the module the inline after-first-paint loader adds (web/scripts/inject-page.ts).
 */
function entryScript(html: string): string {
  const tag = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*>/.exec(html)?.[1];
  const loader = /<script\b[^>]*\bdata-entry="([^"]+)"/.exec(html)?.[1];
  const entry = tag ?? loader;
  if (!entry) throw new Error('aucun script module dans la page');
  return entry;
}

/**
 * The modules the page preloads: <link rel="modulepreload"> tags (spa.html) and the list the
 * after-first-paint loader preloads with the entry (data-modules, prerendered pages).
 */
const modulePreloads = (html: string): string[] => [
  ...[...html.matchAll(/<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g)].map(
    (match) => match[1] as string,
  ),
  ...(/<script\b[^>]*\bdata-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean),
];

/** Every chunk the entry and the preloaded modules import statically, themselves included. */
function staticClosure(manifest: Manifest, urls: string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const key of byFile.get(url)?.imports ?? []) {
      const chunk = manifest[key];
      if (chunk) visit(`/${chunk.file}`);
    }
  };
  urls.forEach(visit);
  return [...seen];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function firstProductPath(): Promise<string> {
  const scooters = productsFromSnapshot(await adminDb().get('products'))
    .filter((product) => product.type === 'Trottinette électrique')
    .sort((a, b) => a.product_id.localeCompare(b.product_id));
  if (!scooters[0]) throw new Error('aucune trottinette dans la démo');
  return productPath(scooters[0]);
}

describe('JavaScript budget of the server-rendered pages', () => {
  it('home, listing and product page: entry + modulepreloads within the budget (gzip level 9)', async () => {
    const manifest = JSON.parse(
      await readFile(join(webDir(), '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const pages = ['/', '/trottinettes-electriques', await firstProductPath()];
    const totals: Record<string, number> = {};
    const report: string[] = [`Budget JS (gzip -9) : ${BUDGET_BYTES} o (${kib(BUDGET_BYTES)})`];

    for (const path of pages) {
      const html = await servedHtml(path);
      const urls = [...new Set([entryScript(html), ...modulePreloads(html)])];
      const assets = await Promise.all(urls.map(asset));
      // Chakra's runtime (its provider's context is named in its code) must not be among them.
      for (const { url } of assets) {
        const code = await readFile(join(webDir(), url.replace(/^\//, '')), 'utf8');
        expect
          .soft(code.includes('ChakraContext'), `${path} : Chakra chargé par ${url}`)
          .toBe(false);
      }
      const total = assets.reduce((sum, a) => sum + a.gzip, 0);
      totals[path] = total;
      // A module missing from the preloads would still load before hydration, one level of
      // imports later, and escape this count.
      expect
        .soft(staticClosure(manifest, urls).sort(), `${path} : modules importés non préchargés`)
        .toEqual([...urls].sort());
      report.push(
        `${path}: ${total} o (${kib(total)})`,
        ...assets.map((a) => `  ${a.url}: ${a.gzip} o gzip (${a.bytes} o brut)`),
      );
    }
    console.log(report.join('\n'));

    for (const path of pages) {
      expect
        .soft(totals[path], `${path} : ${kib(totals[path] ?? 0)} de JavaScript au démarrage`)
        .toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });
});

describe('JavaScript the buying pages download', () => {
  it('cart and checkout: every script of the page in Chromium, by chunk (gzip level 9)', async () => {
    const pages = await buyingPagesJs();
    console.log(pages.flatMap(describeDownloadedJs).join('\n'));
    for (const page of pages) {
      const ceiling = BUYING_CEILING_BYTES[page.path as keyof typeof BUYING_CEILING_BYTES];
      expect
        .soft(page.total, `${page.path} : ${kib(page.total)} de JavaScript`)
        .toBeLessThanOrEqual(ceiling);
      // Their shells inline both stylesheets; Auth, loaded by the checkout, used to fetch the
      // page's one again (inject-page.ts, inlinedMarker).
      expect.soft(page.stylesheets, `${page.path} : feuilles de style chargées`).toEqual([]);
    }
  });
});

/** Pages whose text includes settings/shop (contact details, producer ids): the storefront
 * function renders it into their HTML and page data, so the browser reads nothing for them. */
const SHOP_SETTINGS_PAGES = [
  '/mentions-legales',
  '/conditions-generales',
  '/nous-contacter',
  '/accessibilite',
  '/reprise-batteries',
  '/retractation',
  // Client screens' shells: the storefront function renders them with the settings too, so the
  // footer's credit wording needs no read on the sign-in and sign-up pages.
  '/connexion',
  '/creer-mon-compte',
  // The 404 page: rendered with the settings too, it hydrates instead of rendering again.
  '/cette-page-n-existe-pas',
];

/** A string only the Database SDK's code holds (its logger's prefix). */
const DATABASE_SDK_MARK = 'FIREBASE WARNING';

describe('the content pages', () => {
  it('print the shop’s contact details from their HTML and never load the Database SDK', async () => {
    const email = (await adminDb().get('settings/shop/contact/email')) as string;
    expect(email).toMatch(/@/);
    expect(await servedHtml('/mentions-legales')).toContain(email);
    for (const path of SHOP_SETTINGS_PAGES) {
      const page = await newPage();
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto(path);
      await waitForHydration(page);
      await waitForQuietNetwork(page);
      const { chunks } = await downloadedJs(page, path);
      const database: string[] = [];
      for (const { url } of chunks) {
        const code = await readFile(join(webDir(), url.replace(/^\//, '')), 'utf8');
        if (code.includes(DATABASE_SDK_MARK)) database.push(url);
      }
      expect.soft(database, `${path} : SDK Database chargé`).toEqual([]);
      expect.soft(sockets, `${path} : connexion à la base`).toEqual([]);
      await page.close();
    }
  });

  it('/avis-clients prints its published reviews from its HTML and hydrates without the Database SDK', async () => {
    const stored = (await adminDb().get('reviews')) as Record<string, Review>;
    // One of the first page's reviews (newest first), with a title HTML leaves as it is.
    const shown = sortReviews(
      Object.entries(stored)
        .map(([review_id, review]) => ({ ...review, review_id }))
        .filter((review) => review.status === 'published'),
      'recent',
    ).slice(0, 10);
    const title = shown.find((review) => /^[\p{L}\d ,.!-]+$/u.test(review.title))?.title;
    expect(title).toBeDefined();
    expect(await servedHtml('/avis-clients')).toContain(title);
    const page = await newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/avis-clients');
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    const { chunks } = await downloadedJs(page, '/avis-clients');
    for (const { url } of chunks) {
      const code = await readFile(join(webDir(), url.replace(/^\//, '')), 'utf8');
      expect.soft(code.includes(DATABASE_SDK_MARK), `${url} : SDK Database chargé`).toBe(false);
    }
    expect(sockets).toEqual([]);
    await page.close();
  });
});
