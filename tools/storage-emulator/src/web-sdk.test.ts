// The web SDK v12 against the server: both upload protocols, download URLs, metadata, list,
// delete, and the errors the SDK maps (not found, unauthorized).
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorageEmulator } from './index.js';
import { bytes, startServer, webClient, type WebClient } from './test/helpers.js';

let server: RunningStorageEmulator;
let alice: WebClient;
let visitor: WebClient;

beforeAll(async () => {
  server = await startServer();
  alice = webClient(server);
  visitor = webClient(server, null);
});
afterAll(async () => {
  await alice.close();
  await visitor.close();
  await server.stop();
});

describe('web SDK', () => {
  it('uploads with uploadBytes (multipart) and reads the metadata back', async () => {
    const data = bytes(1000);
    const result = await uploadBytes(ref(alice.storage, 'open/a/photo.png'), data, {
      contentType: 'image/png',
      customMetadata: { alt: 'Trottinette rouge', uploadedBy: 'alice' },
      cacheControl: 'public, max-age=60',
    });
    expect(result.metadata).toMatchObject({
      fullPath: 'open/a/photo.png',
      name: 'photo.png',
      size: 1000,
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      customMetadata: { alt: 'Trottinette rouge', uploadedBy: 'alice' },
    });
    expect(result.metadata.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
    const metadata = await getMetadata(ref(alice.storage, 'open/a/photo.png'));
    expect(metadata.generation).toBe(result.metadata.generation);
    expect(new Uint8Array(await getBytes(ref(alice.storage, 'open/a/photo.png')))).toEqual(data);
  });

  it('uploads a 1 MB file with uploadBytesResumable in chunks, reporting progress', async () => {
    const data = bytes(1024 * 1024 + 17, 13);
    const task = uploadBytesResumable(ref(alice.storage, 'open/big.webp'), data, {
      contentType: 'image/webp',
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata.size).toBe(data.length);
    expect(progress.at(-1)).toBe(data.length);
    // Several chunks: the SDK sends 256 KiB first, then doubles.
    expect(new Set(progress).size).toBeGreaterThan(2);
    // Buffer.equals: a deep equal of 1 MB element by element takes seconds.
    expect(Buffer.from(await getBytes(ref(alice.storage, 'open/big.webp'))).equals(data)).toBe(
      true,
    );
  });

  it('gives a download URL that works without credentials, and only with the right token', async () => {
    await uploadString(ref(alice.storage, 'open/url.txt'), 'bonjour', 'raw', {
      contentType: 'text/plain',
    });
    const url = await getDownloadURL(ref(alice.storage, 'open/url.txt'));
    expect(url).toMatch(new RegExp(`^${server.url}/v0/b/.+/o/open%2Furl\\.txt\\?alt=media&token=`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('bonjour');
    const forged = await fetch(
      url.replace(/token=.*/, 'token=00000000-0000-0000-0000-000000000000'),
    );
    expect(forged.status).toBe(403);
  });

  it('updates metadata (null removes a key) and deletes', async () => {
    const target = ref(alice.storage, 'open/meta.jpg');
    await uploadBytes(target, bytes(10), {
      contentType: 'image/jpeg',
      customMetadata: { a: '1', b: '2' },
    });
    const updated = await updateMetadata(target, {
      contentLanguage: 'fr',
      customMetadata: { a: null as unknown as string, c: '3' },
    });
    expect(updated.customMetadata).toEqual({ b: '2', c: '3' });
    expect(updated.contentLanguage).toBe('fr');
    expect(updated.metageneration).toBe('2');
    await deleteObject(target);
    await expect(getMetadata(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(deleteObject(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('lists with listAll and list pages', async () => {
    for (const name of ['x/1', 'x/2', 'x/3', 'x/sub/4', 'x/sub/deeper/5'])
      await uploadString(ref(alice.storage, `open/list/${name}`), name);
    const all = await listAll(ref(alice.storage, 'open/list/x'));
    expect(all.items.map((item) => item.fullPath)).toEqual([
      'open/list/x/1',
      'open/list/x/2',
      'open/list/x/3',
    ]);
    expect(all.prefixes.map((prefix) => prefix.fullPath)).toEqual(['open/list/x/sub']);
    const first = await list(ref(alice.storage, 'open/list/x'), { maxResults: 2 });
    expect(first.items).toHaveLength(2);
    const second = await list(ref(alice.storage, 'open/list/x'), {
      maxResults: 2,
      pageToken: first.nextPageToken,
    });
    expect([
      ...second.items.map((item) => item.name),
      ...second.prefixes.map((prefix) => prefix.name),
    ]).toEqual(['3', 'sub']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('refuses a visitor with storage/unauthorized and writes nothing', async () => {
    await expect(uploadString(ref(visitor.storage, 'open/nope.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(getMetadata(ref(alice.storage, 'open/nope.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});
