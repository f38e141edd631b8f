// Objects survive a restart with their bytes, metadata, generation and download token; a
// deletion too; leftovers of an interrupted write are cleaned at start, never served.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, expect, it } from 'vitest';
import { BUCKET, bytes, startServer, webClient } from '../test/helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'storage-emulator-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps objects across a restart and cleans interrupted writes', async () => {
  const first = await startServer({ dataDir });
  const web = webClient(first);
  await uploadBytes(ref(web.storage, 'open/kept.png'), bytes(5000), {
    contentType: 'image/png',
    customMetadata: { alt: 'Roue avant' },
  });
  await uploadBytes(ref(web.storage, 'open/replaced.txt'), bytes(10));
  await uploadBytes(ref(web.storage, 'open/replaced.txt'), bytes(20, 3));
  await uploadBytes(ref(web.storage, 'open/gone.txt'), bytes(10));
  await deleteObject(ref(web.storage, 'open/gone.txt'));
  const before = await getMetadata(ref(web.storage, 'open/kept.png'));
  const url = await getDownloadURL(ref(web.storage, 'open/kept.png'));
  await web.close();
  await first.stop();

  // A crash mid-write leaves a temporary file, or bytes no metadata names.
  const bucketDir = join(dataDir, BUCKET);
  writeFileSync(join(bucketDir, 'deadbeef-1.bin.tmp'), 'torn');
  writeFileSync(join(bucketDir, 'deadbeef-1.bin'), 'orphan');
  // Only one generation of the replaced object is on disk.
  expect(readdirSync(bucketDir).filter((file) => file.endsWith('.bin'))).toHaveLength(3);

  const second = await startServer({ dataDir });
  const again = webClient(second);
  try {
    const after = await getMetadata(ref(again.storage, 'open/kept.png'));
    expect(after).toMatchObject({
      generation: before.generation,
      md5Hash: before.md5Hash,
      size: 5000,
      contentType: 'image/png',
      customMetadata: { alt: 'Roue avant' },
    });
    expect(
      Buffer.from(await getBytes(ref(again.storage, 'open/kept.png'))).equals(bytes(5000)),
    ).toBe(true);
    expect(
      Buffer.from(await getBytes(ref(again.storage, 'open/replaced.txt'))).equals(bytes(20, 3)),
    ).toBe(true);
    // The same download URL (same token) still works after the restart.
    const sameUrl = url.replace(/^http:\/\/[^/]+/, second.url);
    expect((await fetch(sameUrl)).status).toBe(200);
    await expect(getMetadata(ref(again.storage, 'open/gone.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    expect(existsSync(join(bucketDir, 'deadbeef-1.bin.tmp'))).toBe(false);
    expect(existsSync(join(bucketDir, 'deadbeef-1.bin'))).toBe(false);
  } finally {
    await again.close();
    await second.stop();
  }
});
