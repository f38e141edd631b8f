// Writes the demo product illustrations into web/public/images/products (outputs are committed).
// Usage: npx tsx scripts/seed/generate-images.ts
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PRODUCT_IMAGES_DIR, renderCatalogImages } from './images/catalog-images';

async function main(): Promise<void> {
  const files = renderCatalogImages();
  await mkdir(PRODUCT_IMAGES_DIR, { recursive: true });
  // Drop illustrations of products that left the catalogue.
  for (const existing of await readdir(PRODUCT_IMAGES_DIR)) {
    if (existing.endsWith('.svg') && !files.has(existing)) await rm(PRODUCT_IMAGES_DIR + existing);
  }
  let bytes = 0;
  for (const [name, svg] of files) {
    await writeFile(PRODUCT_IMAGES_DIR + name, svg);
    bytes += Buffer.byteLength(svg);
  }
  console.log(
    `${files.size} illustrations écrites dans ${PRODUCT_IMAGES_DIR} (${Math.round(bytes / 1024)} Ko au total).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
