// The three originals the bench uploads: the first three JPEG/PNG/WebP files of BENCH_PHOTOS (real
// photographs), or three generated ones standing in for a camera's: 4000 × 3000, smooth light,
// shapes and film grain, JPEG q92 (3–8 MB each), with EXIF carrying a camera, a GPS position and
// an orientation tag (the second is stored turned a quarter with orientation 6, as a camera held
// sideways writes it: shown upright only if the variants apply it), deterministic.
import { readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { sharp } from './sharp';
import { exifFacts } from './exif-facts';

export type Original = {
  path: string;
  name: string;
  bytes: number;
  /** As stored (before orientation). */
  width: number;
  height: number;
  format: string;
  orientation: number;
  exif: boolean;
  gps: boolean;
  camera?: string;
};

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const WIDTH = 4000;
const HEIGHT = 3000;

export async function describeOriginal(path: string): Promise<Original> {
  const meta = await sharp(path).metadata();
  const facts = exifFacts(meta.exif);
  return {
    path,
    name: path.split('/').at(-1) ?? path,
    bytes: (await stat(path)).size,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    format: meta.format ?? '?',
    orientation: meta.orientation ?? 1,
    exif: Boolean(meta.exif),
    gps: facts.gps,
    ...(facts.camera && { camera: facts.camera }),
  };
}

/** The first three photos of `dir`, by name. */
export async function folderOriginals(dir: string): Promise<Original[]> {
  const names = (await readdir(dir))
    .filter((name) => PHOTO_EXTENSIONS.has(extname(name).toLowerCase()))
    .sort()
    .slice(0, 3);
  if (names.length < 3)
    throw new Error(`BENCH_PHOTOS=${dir} : il faut trois photos JPEG, PNG ou WebP.`);
  return Promise.all(names.map((name) => describeOriginal(join(dir, name))));
}

/** mulberry32: the same grain on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Scene = { sky: [number, number, number]; ground: [number, number, number]; seed: number };
const SCENES: Scene[] = [
  { sky: [96, 150, 214], ground: [62, 70, 58], seed: 1 },
  { sky: [232, 170, 120], ground: [70, 52, 48], seed: 2 },
  { sky: [180, 196, 205], ground: [40, 44, 52], seed: 3 },
];

/** Shapes of a scooter-ish subject in the light of the scene (SVG, rendered by libvips). */
function shapes(scene: Scene): string {
  const rnd = random(scene.seed * 7919);
  const blobs = Array.from({ length: 14 }, (_, n) => {
    const [x, y, r] = [rnd() * WIDTH, rnd() * HEIGHT, 80 + rnd() * 420];
    const tint = Math.round(rnd() * 255);
    const colour = `rgb(${tint},${255 - tint},${(tint * 3) % 255})`;
    // Soft edges from a radial gradient (a blur filter on 12 MP takes minutes).
    return `<radialGradient id="b${n}"><stop offset="0" stop-color="${colour}" stop-opacity="0.45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient><circle cx="${x}" cy="${y}" r="${r}" fill="url(#b${n})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
  <linearGradient id="deck" x1="0" x2="1"><stop offset="0" stop-color="#222"/><stop offset="1" stop-color="#555"/></linearGradient></defs>
  ${blobs.join('\n')}
  <rect x="900" y="1900" width="2200" height="160" rx="70" fill="url(#deck)"/>
  <rect x="2900" y="700" width="110" height="1300" rx="50" fill="#333" transform="rotate(12 2950 1350)"/>
  <rect x="2700" y="640" width="620" height="90" rx="40" fill="#2a2a2a"/>
  <circle cx="1100" cy="2200" r="330" fill="#151515"/><circle cx="1100" cy="2200" r="150" fill="#8a8f96"/>
  <circle cx="3000" cy="2200" r="330" fill="#151515"/><circle cx="3000" cy="2200" r="150" fill="#8a8f96"/>
</svg>`;
}

/** Sky-to-ground gradient with a vignette, then the shapes, then grain; raw RGB. */
async function scenePixels(scene: Scene): Promise<Buffer> {
  const base = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    const t = y / (HEIGHT - 1);
    for (let x = 0; x < WIDTH; x++) {
      const dx = x / WIDTH - 0.5;
      const dy = t - 0.5;
      const light = 1 - 0.6 * (dx * dx + dy * dy);
      const i = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++)
        base[i + c] = (scene.sky[c]! * (1 - t) + scene.ground[c]! * t) * light;
    }
  }
  const raw = { raw: { width: WIDTH, height: HEIGHT, channels: 3 as const } };
  const drawn = await sharp(base, raw)
    .composite([{ input: Buffer.from(shapes(scene)) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const rnd = random(scene.seed);
  for (let i = 0; i < drawn.length; i += 3) {
    // Film grain: luminance noise, roughly gaussian (sum of three uniforms).
    const grain = (rnd() + rnd() + rnd() - 1.5) * GRAIN;
    for (let c = 0; c < 3; c++) drawn[i + c] = Math.max(0, Math.min(255, drawn[i + c]! + grain));
  }
  return drawn;
}

/** Grain amplitude: JPEG q92 of a 12 MP frame then weighs 3–8 MB, as a camera's does. */
const GRAIN = 22;

/** Writes the three generated originals in `dir` and describes them. */
export async function generatedOriginals(dir: string): Promise<Original[]> {
  const originals: Original[] = [];
  for (const [index, scene] of SCENES.entries()) {
    const path = join(dir, `photo-generee-${index + 1}.jpg`);
    // The second as a camera held upright stores it: pixels turned a quarter, tag 6 to turn back.
    const sideways = index === 1;
    const jpeg = await sharp(await scenePixels(scene), {
      raw: { width: WIDTH, height: HEIGHT, channels: 3 },
    })
      .rotate(sideways ? 270 : 0)
      .jpeg({ quality: 92 })
      .withExif({
        IFD0: { Make: 'FohzCam', Model: `Banc photo ${index + 1}` },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 300/100',
        },
      })
      .withMetadata({ orientation: sideways ? 6 : 1 })
      .toBuffer();
    await writeFile(path, jpeg);
    originals.push(await describeOriginal(path));
  }
  return originals;
}
