// Objects on disk: `<dataDir>/<bucket>/<key>.json` (the metadata, which names the object and its
// generation) and `<key>-<generation>.bin` (the bytes), where key is the SHA-256 of the name. A
// write puts the new generation's bytes first, then the metadata, each to a temporary file that
// is fsynced and renamed; the old generation's bytes go last. After a crash an object is either
// its old or its new version, never a mix; bytes no metadata names are removed at start.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { StoredObject } from './stored-object.js';

const fileKey = (name: string): string => createHash('sha256').update(name).digest('hex');

/** Bucket names are [a-z0-9._-] in Cloud Storage; anything else never reaches the disk. */
const SAFE_BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,221}$/;

function writeDurably(path: string, data: Uint8Array | string): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    if (typeof data === 'string') writeSync(fd, data);
    else writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

export class ObjectFiles {
  constructor(private readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
  }

  private paths(bucket: string, name: string, generation: string) {
    if (!SAFE_BUCKET.test(bucket)) throw new Error(`Invalid bucket name: ${bucket}`);
    const dir = join(this.dataDir, bucket);
    const key = fileKey(name);
    return { dir, data: join(dir, `${key}-${generation}.bin`), meta: join(dir, `${key}.json`) };
  }

  /** `data` for a new generation (with `replaced`, the one it replaces); none for metadata only. */
  write(object: StoredObject, data?: Uint8Array, replaced?: StoredObject): void {
    const paths = this.paths(object.bucket, object.name, object.generation);
    mkdirSync(paths.dir, { recursive: true });
    if (data) writeDurably(paths.data, data);
    writeDurably(paths.meta, JSON.stringify(object));
    if (data && replaced && replaced.generation !== object.generation)
      rmSync(this.paths(replaced.bucket, replaced.name, replaced.generation).data, { force: true });
  }

  remove(object: StoredObject): void {
    const paths = this.paths(object.bucket, object.name, object.generation);
    rmSync(paths.meta, { force: true });
    rmSync(paths.data, { force: true });
  }

  /** Every stored object with its bytes; leftovers of an interrupted write are cleaned. */
  *loadAll(): Generator<{ object: StoredObject; data: Buffer }> {
    for (const bucket of readdirSync(this.dataDir)) {
      if (!SAFE_BUCKET.test(bucket)) continue;
      const dir = join(this.dataDir, bucket);
      const files = readdirSync(dir);
      const named = new Set<string>();
      for (const file of files.filter((entry) => entry.endsWith('.json'))) {
        const object = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredObject;
        const dataFile = `${file.replace(/\.json$/, '')}-${object.generation}.bin`;
        if (!existsSync(join(dir, dataFile))) {
          rmSync(join(dir, file), { force: true });
          continue;
        }
        named.add(dataFile);
        yield { object, data: readFileSync(join(dir, dataFile)) };
      }
      for (const file of files)
        if (file.endsWith('.tmp') || (file.endsWith('.bin') && !named.has(file)))
          rmSync(join(dir, file), { force: true });
    }
  }
}
