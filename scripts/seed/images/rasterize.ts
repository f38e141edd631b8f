// Turns the SVG drawings into the WebP files the shop serves, in Debian's Chromium (the browser
// the end-to-end tests drive). A shop shows raster photos; an <img> of SVG text is laid out and
// painted on the page's main thread (24 cards: 484–580 ms of tasks against 155–215 ms as WebP,
// docs/local-stack.md « Product illustrations »), which the storefront budgets and CI pay for.
// The function given to page.evaluate runs in the page: it needs the DOM's types.
/// <reference lib="dom" />
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lossy, as photos are served: 6–9 KB an illustration, edges and text still clean at 2×. */
const WEBP_QUALITY = 0.82;

export async function rasterizeToWebp(
  drawings: ReadonlyMap<string, string>,
  size: { width: number; height: number },
): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const images = new Map<string, Buffer>();
    for (const [name, svg] of drawings) {
      const dataUrl = await page.evaluate(
        async ({ svg, size, quality }) => {
          const image = new Image();
          image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = size.width;
          canvas.height = size.height;
          const context = canvas.getContext('2d');
          // Without a 2D context the file would be a blank image: the caller reports it.
          if (!context) return '';
          context.drawImage(image, 0, 0, size.width, size.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, size, quality: WEBP_QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) {
        throw new Error(`${name} : ce Chromium ne dessine pas ou n'encode pas le WebP`);
      }
      images.set(name, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
    return images;
  } finally {
    await browser.close();
  }
}
