// `npm run bench:photos` (issue 27): the product photos measured with originals of a camera's
// weight. Starts the bench stack (its ports, built site, seeded data); the demo admin creates a
// scooter in the Hyperviseur and adds three photos through the product form's file input
// (BENCH_PHOTOS=<dir>: the first three JPEG/PNG/WebP of that folder; otherwise three generated
// 4000 × 3000 JPEGs of 3–8 MB with GPS in their EXIF); then it reads what the variants function
// published (bytes per width and format, metadata left), which variant a phone and a desktop pick
// on the product page and the listing, and Lighthouse mobile (BENCH_RUNS, 5) on the product page,
// its listings and the home. The product is made the most viewed scooter, so its card comes first
// on the listings (above the fold: the worst case for their LCP); a seeded scooter's page without
// photos is measured in the same run as a control. Writes reports/photos-bench.md
// (real photos) or reports/photos-bench-generated.md (`-calibrated` with `BENCH_CPU=calibrated`,
// see lighthouse-runs.ts). Not part of `npm test`.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { NAMESPACE } from '@fohzshop/local-stack/stack/config';
import { waitForTriggersIdle } from '@fohzshop/local-stack/stack/database-triggers';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { SCOOTER_TYPE } from '@fohzshop/shared/catalog/taxonomy';
import type { Product } from '@fohzshop/shared/schemas/product';
import { ROUTE_LIST, productPath } from '@fohzshop/shared/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  BENCH_WEB_DIR,
  benchDate,
  currentCommit,
  log,
  startBenchStack,
  writeReport,
} from './bench-stack';
import { benchPage, type PageResult } from './lighthouse-runs';
import { BENCH_BRAND, addScooterWithPhotos } from './photos/admin-upload';
import { folderOriginals, generatedOriginals } from './photos/originals';
import { DEVICES, devicePicks, type PagePicks } from './photos/picks';
import { makeMostViewed, preloadInHead } from './photos/product-page';
import { renderPhotosReport } from './photos/photos-report';
import { publishedVariants, waitForServedPhotos } from './photos/variants';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_CPU=calibrated`: the CPU multiplier follows the machine's speed (lighthouse-runs.ts). */
const CALIBRATED = process.env.BENCH_CPU === 'calibrated';
/** A relative folder is read from where npm was run (npm runs the script in tests/). */
const PHOTOS_DIR = process.env.BENCH_PHOTOS
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_PHOTOS)
  : undefined;

/**
 * The control: the most viewed seeded scooter of the same brand, whose page shows its 480 × 360
 * illustration (the bench uploads no demo photo), measured in the same run, so what the photos
 * change stands apart from what this machine's speed that day does to every page.
 */
async function controlProduct(db: RtdbClient): Promise<Product> {
  const scooters = productsFromSnapshot(await db.get('products'))
    .filter((p) => p.type === SCOOTER_TYPE && p.brand === BENCH_BRAND)
    .sort((a, b) => b.views - a.views);
  if (!scooters[0]) throw new Error(`Pas de trottinette ${BENCH_BRAND} dans la démo.`);
  return scooters[0];
}

/**
 * The product page with photos gets the control's description and datasheet: with the bench's
 * one-line description, the islands below the gallery (datasheet, related products) came within
 * the viewport's margin and hydrated during the load, with Chakra's runtime (+70 KiB, TBT twice
 * the control's, 2026-11-28): a difference of text, not of photos.
 */
async function sameTextAsControl(db: RtdbClient, control: Product, productId: string) {
  await db.update(`products/${productId}`, {
    description: control.description,
    ...(control.specs && { specs: control.specs }),
  });
}

async function main(): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'fohzshop-photos-'));
  const bench = await startBenchStack('photos-bench');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    log(PHOTOS_DIR ? `Photos de ${PHOTOS_DIR}…` : 'Génération de trois photos 4000 × 3000…');
    const originals = PHOTOS_DIR
      ? await folderOriginals(PHOTOS_DIR)
      : await generatedOriginals(workDir);
    const db = new RtdbClient(bench.stack.urls.rtdb);
    const controlScooter = await controlProduct(db);
    const control = productPath(controlScooter);
    log('Hyperviseur : création de la trottinette et envoi des trois photos…');
    const upload = await addScooterWithPhotos(browser, bench.web, db, originals);
    const product = productPath({ product_id: upload.productId, type: SCOOTER_TYPE });
    const served = await waitForServedPhotos(
      db,
      new URL(product, bench.web).href,
      upload.productId,
      originals.length,
    );
    const brandListing = ROUTE_LIST.find((route) => route.brand === BENCH_BRAND)?.path;
    if (!brandListing) throw new Error(`Pas de page de marque pour ${BENCH_BRAND}.`);
    const listings = ['/trottinettes-electriques', brandListing];
    await makeMostViewed(db, bench.web, upload.productId, listings);
    await sameTextAsControl(db, controlScooter, upload.productId);
    log('Variantes publiées…');
    const variants = await publishedVariants(
      bench.stack.urls.storage,
      upload.productId,
      served.photos,
    );
    const preload = await preloadInHead(new URL(product, bench.web).href, served.photos[0]!.id);
    const picks: PagePicks[] = [];
    for (const device of DEVICES) {
      log(`Choix du navigateur : ${device.name}…`);
      picks.push(
        await devicePicks(
          browser,
          bench.web,
          device,
          { product, listing: listings[0]! },
          upload.productId,
          served.photos[0]!.id,
        ),
      );
    }
    // Quiet before measuring: the database triggers done and every page rendered once by the
    // storefront (the first request after a catalogue change renders on this same machine).
    await waitForTriggersIdle(bench.stack.urls.rtdb, NAMESPACE);
    const measured = [control, product, ...listings, '/'];
    for (const path of measured) await (await fetch(new URL(path, bench.web))).text();
    const pages: PageResult[] = [];
    // The control first: a slower machine at the start would not be put on the photos' account.
    for (const path of measured) {
      log(`Lighthouse ${path} (${RUNS} passages)…`);
      pages.push(
        await benchPage(bench.web, path, RUNS, BENCH_WEB_DIR, log, { calibrated: CALIBRATED }),
      );
    }
    const report = renderPhotosReport({
      date: benchDate(),
      commit: currentCommit(),
      machine: `${cpus().length} cœurs ${cpus()[0]?.model.trim() ?? ''}, ${Math.round(totalmem() / 1024 ** 3)} Go`,
      browser: `Chromium ${browser.version()}`,
      source: PHOTOS_DIR,
      runs: RUNS,
      originals,
      upload,
      servedAfterMs: served.ms,
      photos: served.photos,
      variants,
      preload,
      picks,
      pages,
      productPath: product,
      controlPath: control,
    });
    const name = PHOTOS_DIR ? 'photos-bench' : 'photos-bench-generated';
    await writeReport(`${name}${CALIBRATED ? '-calibrated' : ''}.md`, report);
  } finally {
    await browser.close();
    await bench.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
