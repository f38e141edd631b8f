// The expected file set under web/public/images/products: one SVG per catalogue entry.
import { fileURLToPath } from 'node:url';
import { COMPETITION_PARTS } from '../catalog/competition-parts';
import { SCOOTERS } from '../catalog/scooters';
import { SPARE_PARTS } from '../catalog/spare-parts';
import { renderProductSvg } from './render-svg';

export const PRODUCT_IMAGES_DIR = fileURLToPath(
  new URL('../../../web/public/images/products/', import.meta.url),
);

export function renderCatalogImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const scooter of SCOOTERS) {
    files.set(`${scooter.id}.svg`, renderProductSvg({ ...scooter, pictogram: 'scooter' }));
  }
  for (const part of [...SPARE_PARTS, ...COMPETITION_PARTS]) {
    files.set(`${part.id}.svg`, renderProductSvg(part));
  }
  return files;
}
