// Draws one product illustration as SVG (brand tint, pictogram, brand and model name); the shop
// serves it rasterized to WebP (rasterize.ts).
import type { Brand, Pictogram } from '../catalog/entry';
import { BRAND_COLOURS } from './brand-colours';
import { pictogramMarkup } from './pictograms';

/** The drawing's size, and the served image's (rasterize.ts): 4:3, as the product cards show. */
export const ILLUSTRATION_SIZE = { width: 480, height: 360 } as const;
const { width: WIDTH, height: HEIGHT } = ILLUSTRATION_SIZE;
const LINE_CHARS = 30;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most two lines; the second is ellipsised if the name is longer. */
export function wrapName(name: string, maxChars = LINE_CHARS): string[] {
  const lines: string[] = [''];
  for (const word of name.split(/\s+/)) {
    const current = lines[lines.length - 1] ?? '';
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxChars || current === '') lines[lines.length - 1] = candidate;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  const second = `${lines[1]} ${lines.slice(2).join(' ')}`;
  return [lines[0] ?? '', `${second.slice(0, maxChars - 1).trimEnd()}…`];
}

export interface IllustrationInput {
  name: string;
  brand: Brand;
  pictogram: Pictogram;
}

export function renderProductSvg({ name, brand, pictogram }: IllustrationInput): string {
  const colour = BRAND_COLOURS[brand];
  const lines = wrapName(name);
  const firstLineY = lines.length === 1 ? 322 : 308;
  const text = lines
    .map((line, i) => `<text x="240" y="${firstLineY + i * 28}">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f7f8"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}" opacity="0.08"/>`,
    `<rect width="${WIDTH}" height="6" fill="${colour}"/>`,
    `<text x="24" y="42" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="20" font-weight="700" letter-spacing="1" fill="${colour}">${escapeXml(brand.toUpperCase())}</text>`,
    `<g transform="translate(100 70) scale(1.4)" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${pictogramMarkup(pictogram)}</g>`,
    `<g font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="22" font-weight="600" fill="#1f2937" text-anchor="middle">${text}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
