// The illustration of each catalogue entry: its SVG drawing (render-svg.ts), served as the WebP
// file `productImagePath` names under web/public/images/products (rasterize.ts). The manifest
// records a hash of the drawing each committed file was made from, so a test sees a stale one.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { productImagePath } from '../catalog/entry';
import { COMPETITION_PARTS } from '../catalog/competition-parts';
import { SCOOTERS } from '../catalog/scooters';
import { SPARE_PARTS } from '../catalog/spare-parts';
import { renderProductSvg } from './render-svg';

export const PRODUCT_IMAGES_DIR = fileURLToPath(
  new URL('../../../web/public/images/products/', import.meta.url),
);
export const ILLUSTRATIONS_MANIFEST = fileURLToPath(
  new URL('./illustrations.json', import.meta.url),
);

/** The served file's name, e.g. `dualtron-achilleus.webp`. */
export const illustrationFile = (productId: string): string =>
  productImagePath(productId).slice(productImagePath(productId).lastIndexOf('/') + 1);

export const drawingHash = (svg: string): string =>
  createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** Served file name → SVG drawing, for every product of the demo catalogue. */
export function catalogDrawings(): Map<string, string> {
  const drawings = new Map<string, string>();
  for (const scooter of SCOOTERS) {
    drawings.set(
      illustrationFile(scooter.id),
      renderProductSvg({ ...scooter, pictogram: 'scooter' }),
    );
  }
  for (const part of [...SPARE_PARTS, ...COMPETITION_PARTS]) {
    drawings.set(illustrationFile(part.id), renderProductSvg(part));
  }
  return drawings;
}
