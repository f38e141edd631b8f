// Which variant a real browser picks, on a phone and on a desktop: on the product page the main
// photo (its currentSrc, rendered size, whether the <img> used the file the <head> preload
// fetched, the layout shifts), and on the scooter listing the product's card.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export type Device = { name: string; options: BrowserContextOptions };

export const DEVICES: Device[] = [
  {
    name: 'Téléphone 412 × 915, DPR 2,625',
    options: {
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'Ordinateur 1350 × 940, DPR 1', options: { viewport: { width: 1350, height: 940 } } },
];

export type Pick = {
  /** The variant shown: width and format from its URL. */
  width: number;
  format: string;
  url: string;
  /** Rendered size of the <img>, CSS px, and the image pixels per CSS px it gives. */
  renderedWidth: number;
  renderedHeight: number;
  density: number;
};

export type PagePicks = {
  device: string;
  main: Pick;
  /** Every variant of the main photo the page fetched, with how (link = the preload). */
  mainFetches: { width: number; format: string; initiator: string }[];
  preloadWarnings: string[];
  layoutShift: number;
  /** What moved on the product page, when something did. */
  shiftSources: string[];
  card: Pick;
};

const VARIANT = /%2F(\d+)\.(avif|webp)\?alt=media$/;

async function pickOf(page: Page, selector: string): Promise<Pick> {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
    { timeout: 30_000 },
  );
  const seen = await img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    return { url: el.currentSrc, width: box.width, height: box.height, natural: el.naturalWidth };
  });
  const [, width = '0', format = '?'] = VARIANT.exec(seen.url) ?? [];
  return {
    width: Number(width),
    format,
    url: seen.url,
    renderedWidth: Math.round(seen.width),
    renderedHeight: Math.round(seen.height),
    density: Math.round((seen.natural / seen.width) * 100) / 100,
  };
}

/** The layout shifts so far, with what moved (element, and its box before → after). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as {
              value: number;
              sources: {
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            };
            total += shift.value;
            for (const source of shift.sources) {
              const el = source.node instanceof Element ? source.node : source.node?.parentElement;
              const name = el
                ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from({ length: Math.min(2, el.classList.length) }, (_, i) => el.classList.item(i)).join('.')}`
                : '?';
              // No helper function here: tsx would wrap it in a __name() the page does not have.
              const [a, b] = [source.previousRect, source.currentRect];
              sources.push(
                `${name} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)} (${shift.value.toFixed(4)})`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 1_000);
      }),
  );

export async function devicePicks(
  browser: Browser,
  baseUrl: string,
  device: Device,
  paths: { product: string; listing: string },
  productId: string,
  mainPhotoId: string,
): Promise<PagePicks> {
  const context = await browser.newContext({
    ...device.options,
    baseURL: baseUrl,
    locale: 'fr-FR',
  });
  try {
    const page = await context.newPage();
    const preloadWarnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });
    await page.goto(paths.product);
    const main = await pickOf(page, 'main picture img');
    const mainFetches = await page.evaluate(
      (id) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(`%2F${id}%2F`))
          .map((entry) => ({
            url: entry.name,
            initiator: (entry as PerformanceResourceTiming).initiatorType,
          })),
      mainPhotoId,
    );
    // Long enough for Chromium's « preloaded but not used » warning (3 s after load).
    await page.waitForTimeout(3_500);
    const shifts = await layoutShifts(page);
    // A fresh page cache: Chromium would otherwise reuse the product page's larger file.
    const listing = await context.browser()!.newContext({ ...device.options, baseURL: baseUrl });
    const listingPage = await listing.newPage();
    await listingPage.goto(paths.listing);
    const card = await pickOf(listingPage, `article[data-product-id="${productId}"] img`);
    await listing.close();
    return {
      device: device.name,
      main,
      mainFetches: mainFetches.map(({ url, initiator }) => {
        const [, width = '0', format = '?'] = VARIANT.exec(url) ?? [];
        return { width: Number(width), format, initiator };
      }),
      preloadWarnings,
      layoutShift: shifts.total,
      shiftSources: shifts.sources,
      card,
    };
  } finally {
    await context.close();
  }
}
