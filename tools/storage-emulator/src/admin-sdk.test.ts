// firebase-admin's Storage (its bundled @google-cloud/storage, through FIREBASE_STORAGE_EMULATOR_HOST)
// against the server: every upload type, download with hash validation, metadata, list, delete;
// and what an Admin SDK write looks like to the web SDK (a download URL is created on read).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { getDownloadURL, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorageEmulator } from './index.js';
import { BUCKET, bytes, startServer, webClient } from './test/helpers.js';

let server: RunningStorageEmulator;
let admin: App;
const bucket = () => getStorage(admin).bucket(BUCKET);

beforeAll(async () => {
  server = await startServer();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${server.host}:${server.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  admin = initializeApp({ projectId: 'demo-test', storageBucket: BUCKET }, randomUUID());
});
afterAll(async () => {
  await deleteApp(admin);
  await server.stop();
});

describe('Admin SDK', () => {
  it('saves with file.save (resumable and simple) and downloads with hash validation', async () => {
    const large = Buffer.from(bytes(3 * 1024 * 1024 + 5, 11));
    await bucket().file('admin/large.bin').save(large, { contentType: 'application/octet-stream' });
    const [downloaded] = await bucket().file('admin/large.bin').download();
    expect(downloaded.equals(large)).toBe(true);

    await bucket()
      .file('admin/small.txt')
      .save('petit', { resumable: false, contentType: 'text/plain' });
    const [small] = await bucket().file('admin/small.txt').download();
    expect(small.toString()).toBe('petit');
  });

  it('uploads a file from disk with bucket.upload and reads its metadata', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
    const path = join(folder, 'photo.jpg');
    writeFileSync(path, Buffer.from(bytes(70_000)));
    const [file] = await bucket().upload(path, {
      destination: 'admin/photo.jpg',
      metadata: { contentType: 'image/jpeg', metadata: { uploadedBy: 'seed' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'admin/photo.jpg',
      bucket: BUCKET,
      contentType: 'image/jpeg',
      size: '70000',
      metadata: { uploadedBy: 'seed' },
    });
    const [exists] = await bucket().file('admin/none.jpg').exists();
    expect(exists).toBe(false);
  });

  it('uploads in several resumable chunks (308 until complete) and deletes by prefix', async () => {
    const data = Buffer.from(bytes(600 * 1024 + 3, 5));
    await new Promise<void>((resolve, reject) =>
      bucket()
        .file('chunks/a.bin')
        .createWriteStream({ resumable: true, chunkSize: 256 * 1024, contentType: 'image/png' })
        .on('error', reject)
        .on('finish', resolve)
        .end(data),
    );
    const [downloaded] = await bucket().file('chunks/a.bin').download();
    expect(downloaded.equals(data)).toBe(true);
    await bucket().file('chunks/b.bin').save('b', { resumable: false });
    await bucket().deleteFiles({ prefix: 'chunks/' });
    const [left] = await bucket().getFiles({ prefix: 'chunks/' });
    expect(left).toEqual([]);
  });

  it('patches metadata and deletes', async () => {
    const file = bucket().file('admin/patch.txt');
    await file.save('x', { resumable: false });
    const [patched] = await file.setMetadata({
      cacheControl: 'public, max-age=31536000',
      metadata: { a: 'b' },
    });
    expect(patched).toMatchObject({
      cacheControl: 'public, max-age=31536000',
      metadata: { a: 'b' },
      metageneration: '2',
    });
    await file.delete();
    await expect(file.getMetadata()).rejects.toMatchObject({ code: 404 });
  });

  it('lists with getFiles({ prefix }) and pages', async () => {
    for (const name of ['a', 'b', 'c', 'd/e'])
      await bucket().file(`listing/${name}`).save(name, { resumable: false });
    const [files] = await bucket().getFiles({ prefix: 'listing/' });
    expect(files.map((file) => file.name)).toEqual([
      'listing/a',
      'listing/b',
      'listing/c',
      'listing/d/e',
    ]);
    const [page, next] = await bucket().getFiles({
      prefix: 'listing/',
      maxResults: 3,
      autoPaginate: false,
    });
    expect(page).toHaveLength(3);
    expect(next).toMatchObject({ pageToken: expect.any(String) });
  });

  it('an object the Admin SDK wrote gets a download URL the web SDK can use', async () => {
    await bucket()
      .file('open/from-admin.txt')
      .save('servi', { resumable: false, contentType: 'text/plain' });
    const web = webClient(server);
    try {
      const url = await getDownloadURL(ref(web.storage, 'open/from-admin.txt'));
      expect(await (await fetch(url)).text()).toBe('servi');
      // The token created on read is kept: the next read sees the same one.
      expect(await getDownloadURL(ref(web.storage, 'open/from-admin.txt'))).toBe(url);
      const [metadata] = await bucket().file('open/from-admin.txt').getMetadata();
      expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe(
        new URL(url).searchParams.get('token'),
      );
    } finally {
      await web.close();
    }
  });
});
