// Every demo product ships its illustration: a committed WebP of the drawing's size, made from
// the drawing the catalogue gives today (the manifest's hash), and nothing else in the folder.
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../index';
import {
  ILLUSTRATIONS_MANIFEST,
  PRODUCT_IMAGES_DIR,
  catalogDrawings,
  drawingHash,
  illustrationFile,
} from './catalog-images';
import { ILLUSTRATION_SIZE } from './render-svg';

const REGENERATE = 'relancez : npx tsx scripts/seed/generate-images.ts';

/** Width and height from a WebP file's header (extended, lossy or lossless), or null. */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

describe('product illustrations', () => {
  const products = Object.values(buildSeedData(new Date('2026-03-15T10:00:00.000Z')).products);
  const drawings = catalogDrawings();

  it('one per product, named by its id, under /images/products', () => {
    for (const product of products) {
      expect(product.images).toEqual([`/images/products/${illustrationFile(product.product_id)}`]);
      expect(drawings.has(illustrationFile(product.product_id)), product.product_id).toBe(true);
    }
  });

  it('are committed WebP files of the drawing size, made from the current drawings', async () => {
    const manifest = JSON.parse(await readFile(ILLUSTRATIONS_MANIFEST, 'utf8')) as Record<
      string,
      string
    >;
    for (const [name, svg] of drawings) {
      expect(manifest[name], `${name} : ${REGENERATE}`).toBe(drawingHash(svg));
      const file = await readFile(PRODUCT_IMAGES_DIR + name);
      expect(webpSize(file), name).toEqual(ILLUSTRATION_SIZE);
    }
    expect((await readdir(PRODUCT_IMAGES_DIR)).sort(), REGENERATE).toEqual(
      [...drawings.keys()].sort(),
    );
  });

  it('reads the size of each kind of WebP header, and nothing from another format', () => {
    const riff = (chunk: string, body: number[]): Buffer =>
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP' + chunk, 'ascii'), Buffer.from(body)]);
    // Extended: 4 bytes of flags, then width − 1 and height − 1 on 24 bits (479 = 0x1df).
    expect(
      webpSize(riff('VP8X', [10, 0, 0, 0, 0x20, 0, 0, 0, 0xdf, 0x01, 0, 0x67, 0x01, 0])),
    ).toEqual(ILLUSTRATION_SIZE);
    // Lossy: chunk size, frame tag, start code, then 14-bit width and height.
    const lossy = [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0xe0, 0x01, 0x68, 0x01];
    expect(webpSize(riff('VP8 ', lossy))).toEqual(ILLUSTRATION_SIZE);
    // Lossless: chunk size, signature 0x2f, then width − 1 and height − 1 on 14 bits each.
    const bits = 479 | (359 << 14);
    const lossless = [0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0];
    expect(webpSize(riff('VP8L', lossless))).toEqual(ILLUSTRATION_SIZE);
    expect(webpSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
