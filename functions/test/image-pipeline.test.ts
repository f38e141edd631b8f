// The image pipeline on real images made here by sharp: metadata stripped (GPS above all),
// orientation applied, widths never above the original, and hostile files refused before decoding.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { PhotoRefusal, processPhoto } from '../src/products/photos/image-pipeline.js';
import { sniffImageType } from '../src/products/photos/sniff-image.js';

/** Smooth gradients with a little grain, like a photo (pure noise takes AVIF seconds). */
function noise(width: number, height: number, grainy = true) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = grainy ? ((x * 7919 + y * 104729) >>> 3) & 7 : 0;
      pixels[i] = ((x * 255) / width + grain) & 255;
      pixels[i + 1] = ((y * 255) / height + grain) & 255;
      pixels[i + 2] = ((x + y) >> 3) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A photo as a phone takes it: EXIF with GPS position, camera model, orientation. */
const phoneJpeg = (width: number, height: number, orientation = 1) =>
  noise(width, height)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();

/** The GPS IFD pointer tag and the latitude 48/1 as EXIF writes them, in either byte order. */
const hasGps = (bytes: Buffer): boolean =>
  (bytes.includes(Buffer.from([0x88, 0x25, 0, 4])) ||
    bytes.includes(Buffer.from([0x25, 0x88, 4, 0]))) &&
  (bytes.includes(Buffer.from([0, 0, 0, 48, 0, 0, 0, 1])) ||
    bytes.includes(Buffer.from([48, 0, 0, 0, 1, 0, 0, 0])));

/** A PNG header claiming width × height, with all-black rows deflated: tiny file, huge image. */
function pngBomb(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // One filter byte and `width` zero bytes per row: deflated, about 1/1000 of the size.
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRefusal);
  return (error as PhotoRefusal).message;
}

describe('the variants of an accepted photo', () => {
  it('carry no metadata: the GPS position, the camera and the orientation tag are gone', async () => {
    const original = await phoneJpeg(700, 500);
    const before = (await sharp(original).metadata()).exif!;
    expect(before.includes(Buffer.from('Secret Model 12'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825) and the latitude's 48/1 rational are in the source.
    expect(hasGps(before)).toBe(true);
    const photo = await processPhoto(original, 'image/jpeg');
    for (const variant of photo.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.data.includes(Buffer.from('Secret Model 12'))).toBe(false);
      expect(variant.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(variant.data.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(hasGps(variant.data)).toBe(false);
    }
  });

  it('are turned upright by the EXIF orientation (6: a quarter turn clockwise)', async () => {
    const photo = await processPhoto(await phoneJpeg(400, 200, 6), 'image/jpeg');
    expect([photo.width, photo.height]).toEqual([200, 400]);
    const first = photo.variants[0]!;
    const meta = await sharp(first.data).metadata();
    expect([meta.width, meta.height]).toEqual([first.width, first.height]);
    expect(first.height).toBeGreaterThan(first.width);
  });

  it('are AVIF and WebP at every width up to the original, never wider, plus a placeholder', async () => {
    const photo = await processPhoto(await noise(1000, 750).png().toBuffer(), 'image/png');
    expect([photo.width, photo.height]).toEqual([1000, 750]);
    const sizes = photo.variants.map((v) => `${v.format}:${v.width}x${v.height}`);
    expect(sizes).toEqual([
      'avif:320x240',
      'webp:320x240',
      'avif:640x480',
      'webp:640x480',
      'avif:960x720',
      'webp:960x720',
      'avif:1000x750',
      'webp:1000x750',
    ]);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
    }
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = Buffer.from(photo.placeholder.split(',')[1]!, 'base64');
    expect((await sharp(tiny).metadata()).width).toBe(16);
    expect(photo.placeholder.length).toBeLessThan(600);
  }, 20_000);

  it('stop at 1,600 px for a large photo, and accept WebP', async () => {
    const webp = await noise(2400, 1600, false).webp().toBuffer();
    const photo = await processPhoto(webp, 'image/webp');
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([320, 640, 960, 1280, 1600]);
    expect(photo.variants.at(-1)!.height).toBe(1067);
  }, 20_000);
});

describe('hostile or broken originals', () => {
  it('refuses a truncated JPEG', async () => {
    const whole = await noise(800, 600).jpeg().toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await refusal(processPhoto(cut, 'image/jpeg'))).toBe(PHOTO_MESSAGES.unreadable);
  });

  it('refuses a PNG declared as a JPEG, and a text file declared as an image', async () => {
    const png = await noise(50, 50).png().toBuffer();
    expect(await refusal(processPhoto(png, 'image/jpeg'))).toBe(PHOTO_MESSAGES.typeMismatch);
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    expect(await refusal(processPhoto(script, 'image/png'))).toBe(PHOTO_MESSAGES.typeMismatch);
    expect(await refusal(processPhoto(script, 'image/svg+xml'))).toBe(PHOTO_MESSAGES.wrongType);
  });

  it('refuses an image 20,000 px wide from its header', async () => {
    const wide = await sharp({
      create: { width: 20_000, height: 8, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    expect(await refusal(processPhoto(wide, 'image/png'))).toBe(PHOTO_MESSAGES.tooWide);
  });

  it('refuses a decompression bomb: a 49-megapixel PNG of 50 kilobytes', async () => {
    const bomb = pngBomb(7_000, 7_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(7_000);
    expect(await refusal(processPhoto(bomb, 'image/png'))).toBe(PHOTO_MESSAGES.tooManyPixels);
  });

  it('refuses HEIC with the message that says how to get a JPEG', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ]);
    expect(sniffImageType(heic)).toBe('image/heic');
    expect(await refusal(processPhoto(heic, 'image/heic'))).toBe(PHOTO_MESSAGES.heic);
    expect(await refusal(processPhoto(heic, 'image/jpeg'))).toBe(PHOTO_MESSAGES.heic);
  });
});
