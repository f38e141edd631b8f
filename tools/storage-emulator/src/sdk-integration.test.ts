// The cases of the Firebase JS SDK's own storage integration suite
// (packages/storage/test/integration/integration.test.ts in firebase-js-sdk), rewritten for this
// server: the SDK runs them against a real bucket, here they run against ours with the same
// expectations. Anonymous sign-in becomes a mock user token; public/ is writable by any user.
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorageEmulator } from './index.js';
import { startServer, webClient, type WebClient } from './test/helpers.js';

const PUBLIC_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{path=**} {
      allow read, write: if request.auth != null;
    }
  }
}`;

let server: RunningStorageEmulator;
let client: WebClient;
const at = (path: string) => ref(client.storage, path);

beforeAll(async () => {
  server = await startServer({ rulesText: PUBLIC_RULES });
  client = webClient(server, {
    user_id: 'anonymous-1',
    firebase: { sign_in_provider: 'anonymous' },
  });
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

describe('the SDK integration suite, against this server', () => {
  it('can upload bytes', async () => {
    const snap = await uploadBytes(at('public/exp-bytes'), new Uint8Array([0, 1, 3]));
    expect(snap.metadata.timeCreated).toBeTruthy();
  });

  it('can get bytes, and the first n bytes (Range)', async () => {
    await uploadBytes(at('public/exp-bytes'), new Uint8Array([0, 1, 3, 128, 255]));
    expect(new Uint8Array(await getBytes(at('public/exp-bytes')))).toEqual(
      new Uint8Array([0, 1, 3, 128, 255]),
    );
    expect(new Uint8Array(await getBytes(at('public/exp-bytes'), 2))).toEqual(
      new Uint8Array([0, 1]),
    );
    const ranged = await fetch(`${await getDownloadURL(at('public/exp-bytes'))}`, {
      headers: { Range: 'bytes=1-2' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 1-2/5');
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(new Uint8Array([1, 3]));
    // A cached copy is revalidated with its ETag, as a browser does for a photo.
    const etag = ranged.headers.get('etag')!;
    const url = await getDownloadURL(at('public/exp-bytes'));
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // A new upload is a new generation (and, as in production, a new download token).
    await uploadBytes(at('public/exp-bytes'), new Uint8Array([9]));
    const fresh = await getDownloadURL(at('public/exp-bytes'));
    expect(fresh).not.toBe(url);
    expect((await fetch(fresh, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('getBytes() throws for a missing file', async () => {
    await expect(getBytes(at('public/exp-bytes-missing'))).rejects.toThrow(
      /Object 'public\/exp-bytes-missing' does not exist/,
    );
  });

  it('can upload bytes (resumable) and a string', async () => {
    expect(
      (await uploadBytesResumable(at('public/exp-bytesresumable'), new Uint8Array([0, 1, 3])))
        .metadata.timeCreated,
    ).toBeTruthy();
    expect((await uploadString(at('public/exp-string'), 'foo')).metadata.timeCreated).toBeTruthy();
  });

  it('can delete an object, after which its download URL is gone', async () => {
    const reference = at('public/exp-delete');
    await uploadString(reference, 'foo');
    await getDownloadURL(reference);
    await deleteObject(reference);
    await expect(getDownloadURL(reference)).rejects.toThrow(
      /Object 'public\/exp-delete' does not exist/,
    );
  });

  it('can get a download URL, on this server', async () => {
    await uploadBytes(at('public/exp-downloadurl'), new Uint8Array([0, 1, 3]));
    expect(await getDownloadURL(at('public/exp-downloadurl'))).toMatch(
      new RegExp(`^${server.url}/v0/b/.*/o/public%2Fexp-downloadurl\\?alt=media&token=`),
    );
  });

  it('can get and update metadata', async () => {
    await uploadBytes(at('public/exp-getmetadata'), new Uint8Array([0, 1, 3]));
    expect((await getMetadata(at('public/exp-getmetadata'))).name).toBe('exp-getmetadata');
    const updated = await updateMetadata(at('public/exp-getmetadata'), {
      customMetadata: { foo: 'bar' },
    });
    expect(updated.customMetadata).toEqual({ foo: 'bar' });
  });

  it('can list files', async () => {
    await uploadString(at('public/exp-list/a'), '');
    await uploadString(at('public/exp-list/b'), '');
    await uploadString(at('public/exp-list/c/d'), '');
    const result = await listAll(at('public/exp-list'));
    expect(result.items.map((item) => item.name).sort()).toEqual(['a', 'b']);
    expect(result.prefixes.map((prefix) => prefix.name)).toEqual(['c']);
  });

  it('can pause and resume an upload without an error', async () => {
    const data = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    const task = uploadBytesResumable(at('public/exp-upload/a'), data);
    let paused = false;
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0 && !paused) {
        paused = task.pause();
      } else if (snapshot.state === 'paused') {
        task.resume();
      }
    });
    await task;
    expect(paused).toBe(true);
    expect(Buffer.from(await getBytes(at('public/exp-upload/a'))).equals(data)).toBe(true);
  });
});
