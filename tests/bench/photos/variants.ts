// What the variants function published for the bench's product: every variant's bytes and size,
// read back from the local Cloud Storage as a browser gets it, and what metadata each still
// carries (none expected: no EXIF, no GPS, no ICC, no XMP leaves the shop). Waits first for the
// served product page to carry the photos' <picture> (the function done, the record completed).
import { sharp } from './sharp';
import { STORAGE_BUCKET } from '@fohzshop/local-stack/stack/config';
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import {
  PHOTO_FORMATS,
  photoVariantPath,
  readyPhotos,
  storageBaseUrl,
  storageFileUrl,
  type PhotoFormat,
  type ReadyPhoto,
} from '@fohzshop/shared/catalog/product-photos';
import { exifFacts } from './exif-facts';

export type Variant = {
  photo: number;
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: number;
  /** Metadata blocks found in the file (exif, icc, xmp, iptc), with GPS if its EXIF has it. */
  metadata: string[];
};

export type Published = {
  photos: ReadyPhoto[];
  variants: Variant[];
  /** Placeholder data: URI length, per photo. */
  placeholders: number[];
  /** From the save to the served page carrying the three photos. */
  servedAfterMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the served page shows `count` photos' AVIF sources and the record lists them. */
export async function waitForServedPhotos(
  db: RtdbClient,
  pageUrl: string,
  productId: string,
  count: number,
): Promise<{ photos: ReadyPhoto[]; ms: number }> {
  const started = Date.now();
  for (;;) {
    const photos = readyPhotos(await db.get(`products/${productId}/photos`));
    const html = photos.length >= count ? await (await fetch(pageUrl)).text() : '';
    if (html.includes('<source type="image/avif"') && html.includes(photos[0]?.id ?? '\0'))
      return { photos, ms: Date.now() - started };
    if (Date.now() - started > 120_000)
      throw new Error(`La page ${pageUrl} ne montre pas les ${count} photos après 2 min.`);
    await sleep(500);
  }
}

export const photoBase = (storageOrigin: string): string =>
  storageBaseUrl(storageOrigin, STORAGE_BUCKET);

async function readVariant(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} : ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function publishedVariants(
  storageOrigin: string,
  productId: string,
  photos: readonly ReadyPhoto[],
): Promise<Variant[]> {
  const base = photoBase(storageOrigin);
  const variants: Variant[] = [];
  for (const [index, photo] of photos.entries())
    for (const width of photo.widths)
      for (const format of PHOTO_FORMATS) {
        const data = await readVariant(
          storageFileUrl(base, photoVariantPath(productId, photo.id, width, format)),
        );
        const meta = await sharp(data).metadata();
        const metadata: string[] = (['exif', 'icc', 'xmp', 'iptc'] as const).filter(
          (key) => meta[key],
        );
        if (exifFacts(meta.exif).gps) metadata.push('GPS');
        variants.push({
          photo: index + 1,
          width: meta.width ?? 0,
          height: meta.height ?? 0,
          format,
          bytes: data.length,
          metadata,
        });
      }
  return variants;
}
