// A product photo end to end: picked in the Hyperviseur's product form, made into sizes by the
// variants function, served by the product page as <picture> (docs/images.md).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './browser';

/** A demo illustration (480 × 360 WebP) as the photo an admin picks. */
const PHOTO = fileURLToPath(
  new URL('../../../web/public/images/products/chargeur-67v-2a.webp', import.meta.url),
);

/** In the open product form named `formName`: picks the photo, describes it, saves. */
export async function addPhotoInForm(admin: Page, formName: string, alt: string): Promise<void> {
  const form = admin.getByRole('form', { name: formName });
  await form.locator('input[type="file"]').setInputFiles(PHOTO);
  await form.getByLabel('Texte alternatif (photo 1)').fill(alt);
  // Sent (the function makes its sizes meanwhile): the form may be saved.
  await form.getByText(/Traitement en cours|Prête/).waitFor({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
}

/**
 * The served page shows the photo once its sizes exist: AVIF and WebP srcsets, its own size, the
 * AVIF preloaded with high priority; in Chromium the AVIF loads from the local Cloud Storage
 * (CSP included), the page hydrates without a mismatch and nothing shifts (CLS 0).
 */
export async function expectServedPhoto(pageUrl: URL, alt: string): Promise<void> {
  const served = async () => (await fetch(pageUrl)).text();
  await expect
    .poll(served, { timeout: 40_000, interval: 500 })
    .toContain('<source type="image/avif"');
  const html = await served();
  expect(html).toMatch(/srcSet="[^"]*%2Fvariants%2F[^"]*%2F320\.avif\?alt=media 320w, [^"]*480w"/);
  // In <head>, where the preload scanner finds it before any markup.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high"/);
  expect(html).toMatch(new RegExp(`<img[^>]*alt="${alt}"[^>]*width="480" height="360"`));

  const visitor = await newPage();
  await visitor.goto(pageUrl.pathname);
  const main = visitor.getByRole('img', { name: alt });
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\.avif\?alt=media$/,
  );
  expect(
    await visitor.evaluate(
      () => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [],
    ),
  ).toEqual([]);
  // The photo's box is reserved by its width and height: nothing moved while it loaded.
  const shifts = await visitor.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBe(0);
  await visitor.context().close();
}
