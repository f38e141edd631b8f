// Prerendered pages hydrate without a mismatch: the server HTML already holds each page (its h1
// is in #root before any JavaScript runs), and once the browser has hydrated it (React's
// onRecoverableError collects into window.__hydrationErrors, see web/src/entry-client.tsx) no
// hydration error was recorded or logged — on mobile and desktop, for a first visit and for a
// returning visitor (dark theme, cookie choice, garage and comparison selection stored).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { GARAGE_STORAGE_KEY } from '@fohzshop/shared/catalog/compatibility';
import { PRODUCT_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import { THEME_STORAGE_KEY } from '@fohzshop/shared/constants';
import { NOT_FOUND_PAGE, productPath } from '@fohzshop/shared/routes';
import {
  newPage,
  uncaughtErrors,
  VIEWPORTS,
  waitForHydration,
  waitForQuietNetwork,
} from './support/browser';
import { adminDb, e2eStack } from './support/stack';

const CONTENT_PATHS = [
  '/',
  '/trottinettes-electriques',
  '/trottinettes-electriques/dualtron',
  // A shared listing URL: prerendered without the query, hydrated with none, filtered afterwards.
  '/trottinettes-electriques?marque=Kaabo&tri=price-asc',
  '/pieces-detachees',
  '/pieces-competition',
  '/centre-d-aide',
  '/conditions-generales',
  '/avis-clients',
  '/nous-contacter',
];
const UNKNOWN_PATH = '/cette-page-n-existe-pas';

/** Keys of web/src: consent (features/consent/api/consent-store.ts), compare (entities/compare). */
const CONSENT_STORAGE_KEY = 'fohzshop:consent';
const COMPARE_STORAGE_KEY = 'compare';

const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error/i;

type ServerPage = { path: string; status: number; h1: string };

const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The raw HTML of `path` as Hosting serves it (no JavaScript): status, #root markup, its h1. */
async function serverPage(path: string): Promise<ServerPage & { root: string }> {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  const root = start >= 0 ? html.slice(start + '<div id="root">'.length, end) : '';
  // Everything after #root's own markup (page data, scripts) is outside the prerendered tree.
  const markup = root.split(/<script[\s>]/)[0] ?? '';
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1] ?? '';
  return {
    path,
    status: response.status,
    root: markup.replace(/<\/div>\s*$/, '').trim(),
    h1: decodeEntities(h1.replace(/<[^>]+>/g, '')).trim(),
  };
}

let paths: string[] = [];
/** What the h1 must say where we know it (product names, the 404 title). */
const knownH1 = new Map<string, string>();
/** The raw HTML of every page, fetched once. */
const served = new Map<string, ServerPage & { root: string }>();
let scooterIds: string[] = [];

beforeAll(async () => {
  const products = productsFromSnapshot(await adminDb().get('products'));
  const byId = [...products].sort((a, b) => a.product_id.localeCompare(b.product_id));
  const productPages = PRODUCT_TYPES.map((type) => {
    const product = byId.find((p) => p.type === type);
    if (!product) throw new Error(`aucun produit de type ${type}`);
    knownH1.set(productPath(product), product.name);
    return productPath(product);
  });
  scooterIds = byId
    .filter((p) => p.type === PRODUCT_TYPES[0])
    .slice(0, 2)
    .map((p) => p.product_id);
  knownH1.set(UNKNOWN_PATH, NOT_FOUND_PAGE.title);
  paths = [...CONTENT_PATHS, ...productPages, UNKNOWN_PATH];
  for (const path of paths) served.set(path, await serverPage(path));
});

/**
 * Waits until the page is loaded, idle and hydrated, every island included (the footer, a
 * product page's datasheet and related products): each hydrates when it comes into view.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForHydration(page);
  // An island whose component renders nothing (a datasheet without rows) has nothing to wait for.
  const islands = await page
    .locator('[data-island]')
    .evaluateAll((wrappers) =>
      wrappers
        .filter((wrapper) => wrapper.firstElementChild)
        .map((wrapper) => wrapper.getAttribute('data-island') ?? ''),
    );
  expect(islands).toContain('footer');
  for (const name of islands) {
    await page.evaluate((island) => {
      document.querySelector(`[data-island="${island}"] > *`)?.scrollIntoView();
    }, name);
    await page
      .waitForFunction(
        (island) => {
          const element = document.querySelector(`[data-island="${island}"] > *`);
          return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        },
        name,
        // A 2-core machine running the functions suite beside this one took over 15 s once.
        { timeout: 30_000 },
      )
      .catch((error: unknown) => {
        throw new Error(`${page.url()} : l'îlot « ${name} » n'a pas été hydraté`, {
          cause: error,
        });
      });
  }
  // The footer's and the other islands' chunks: let them arrive before the checks below.
  const stillPending = await waitForQuietNetwork(page);
  if (stillPending.length > 0)
    console.warn(`${page.url()} : requêtes encore en cours`, stillPending);
}

type Variant = { name: string; storage: () => Record<string, string> };

const VARIANTS: Variant[] = [
  { name: 'first visit', storage: () => ({}) },
  {
    // Every stored state a page reads while it hydrates, at once: each one changes a different
    // widget (theme, cookie banner, garage, comparison bar), so together they hide none.
    name: 'returning visitor (theme, cookie choice, garage and comparison stored)',
    storage: () => ({
      [THEME_STORAGE_KEY]: 'dark',
      [CONSENT_STORAGE_KEY]: JSON.stringify({
        analytics: false,
        decided_at: new Date().toISOString(),
      }),
      [GARAGE_STORAGE_KEY]: JSON.stringify(scooterIds.slice(0, 1)),
      [COMPARE_STORAGE_KEY]: JSON.stringify(scooterIds),
    }),
  },
];

/**
 * A first visit on desktop goes through every page; the other runs through one page of each kind
 * (home, a scooter and a parts listing, a scooter and a part's product page, a content page, the
 * 404): a page's kind decides what the viewport and the stored state change in it (mobile
 * header, folded filters, theme, cookie banner, garage and comparison widgets).
 */
function pathsOf(viewport: keyof typeof VIEWPORTS, variant: Variant): string[] {
  if (viewport === 'desktop' && variant === VARIANTS[0]) return paths;
  const productPages = paths.filter((path) => knownH1.has(path) && path !== UNKNOWN_PATH);
  return [
    '/',
    '/trottinettes-electriques',
    '/pieces-detachees',
    '/centre-d-aide',
    ...new Set([productPages[0], productPages.at(-1)].filter((path) => path !== undefined)),
    UNKNOWN_PATH,
  ];
}

describe('hydration of the prerendered pages', () => {
  it('serves each page with its markup: #root holds the page and its h1 before any script', async () => {
    for (const path of paths) {
      const page = served.get(path);
      expect(page?.status, path).toBe(path === UNKNOWN_PATH ? 404 : 200);
      expect(page?.root.length, `${path}: #root vide`).toBeGreaterThan(0);
      expect(page?.h1, `${path}: pas de h1 dans le HTML du serveur`).not.toBe('');
      const known = knownH1.get(path);
      if (known) expect(page?.h1, path).toBe(known);
    }
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const variant of VARIANTS) {
      it(
        `${viewport}, ${variant.name}: hydrates every page without a mismatch`,
        {
          timeout: 180_000,
        },
        async () => {
          const page = await newPage({ viewport });
          const storage = variant.storage();
          await page.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          }, storage);
          const consoleErrors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') {
              consoleErrors.push(message.text());
            }
          });

          for (const path of pathsOf(viewport, variant)) {
            consoleErrors.length = 0;
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200);
            await settle(page);
            if (storage[THEME_STORAGE_KEY] === 'dark') {
              expect(
                await page.evaluate(() => document.documentElement.classList.contains('dark')),
                path,
              ).toBe(true);
            }
            const h1 = await page.locator('#root h1').first().textContent();
            // The same heading as the server's: nothing was rendered again on the client.
            expect(h1?.trim(), path).toBe(served.get(path)?.h1);
            expect(await page.evaluate(() => window.__hydrationErrors ?? []), path).toEqual([]);
            expect(
              consoleErrors.filter((text) => HYDRATION_MESSAGE.test(text)),
              path,
            ).toEqual([]);
          }
          expect(uncaughtErrors(page)).toEqual([]);
          await page.context().close();
        },
      );
    }
  }
});

declare global {
  interface Window {
    __hydrationErrors?: string[];
  }
}
