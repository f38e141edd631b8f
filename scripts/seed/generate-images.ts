// Writes the demo product illustrations into web/public/images/products as WebP, and the hashes
// of the drawings they come from into images/illustrations.json (both are committed). Needs
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Usage: npx tsx scripts/seed/generate-images.ts
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  ILLUSTRATIONS_MANIFEST,
  PRODUCT_IMAGES_DIR,
  catalogDrawings,
  drawingHash,
} from './images/catalog-images';
import { rasterizeToWebp } from './images/rasterize';
import { ILLUSTRATION_SIZE } from './images/render-svg';

async function main(): Promise<void> {
  const drawings = catalogDrawings();
  const images = await rasterizeToWebp(drawings, ILLUSTRATION_SIZE);
  await mkdir(PRODUCT_IMAGES_DIR, { recursive: true });
  // Drop the illustrations of products that left the catalogue (and older formats).
  for (const existing of await readdir(PRODUCT_IMAGES_DIR)) {
    if (!images.has(existing)) await rm(PRODUCT_IMAGES_DIR + existing);
  }
  let bytes = 0;
  for (const [name, image] of images) {
    await writeFile(PRODUCT_IMAGES_DIR + name, image);
    bytes += image.length;
  }
  const manifest = Object.fromEntries(
    [...drawings]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, svg]) => [name, drawingHash(svg)]),
  );
  await writeFile(ILLUSTRATIONS_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${images.size} illustrations écrites dans ${PRODUCT_IMAGES_DIR} (${Math.round(bytes / 1024)} Ko au total).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
