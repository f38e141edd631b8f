// storage.rules through rules-unit-testing against our Cloud Storage server
// (tools/storage-emulator): only an admin (custom claim) uploads product originals, only images,
// at most 15 MiB, stamped with their own uid; anyone fetches a variant; nothing else. Every
// refused write is checked to have left nothing behind.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

const RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const MAX_BYTES = 15 * 1024 * 1024;
const ORIGINAL = 'products/p1/originals/face.jpg';
const VARIANT = 'products/p1/variants/face-640.avif';

let env: RulesTestEnvironment;
const admin = () => env.authenticatedContext('boss', { admin: true }).storage();
const customer = () => env.authenticatedContext('alice', { email: 'alice@example.fr' }).storage();
const visitor = () => env.unauthenticatedContext().storage();

const jpeg = (size = 2048) => new Uint8Array(size).fill(0xff);
/** An upload as a promise (the compat SDK's UploadTask is only thenable). */
const put = (
  storage: Storage,
  path: string,
  data: Uint8Array,
  contentType: string,
  uploadedBy?: string,
) =>
  Promise.resolve(
    storage
      .ref(path)
      .put(data, { contentType, ...(uploadedBy && { customMetadata: { uploadedBy } }) }),
  );

/** The object as the owner sees it, or null: a refused write must leave nothing. */
type Stored = { size: number; contentType?: string | null };

async function stored(path: string): Promise<Stored | null> {
  let found: Stored | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    found = await context
      .storage()
      .ref(path)
      .getMetadata()
      .then(
        (metadata: Stored) => metadata,
        (error: { code?: string }) => {
          if (error.code === 'storage/object-not-found') return null;
          throw error;
        },
      );
  });
  return found;
}

async function seed(path: string, data: Uint8Array, contentType: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(path).put(data, { contentType });
  });
}

beforeAll(async () => {
  const { host, port } = inject('storageEmulator');
  env = await initializeTestEnvironment({
    projectId: 'demo-storage-rules',
    storage: { host, port, rules: RULES },
  });
  await seed(VARIANT, jpeg(300), 'image/avif');
  await seed('products/p1/originals/seeded.png', jpeg(400), 'image/png');
});
afterAll(async () => {
  await env?.cleanup();
});

describe('storage.rules · product originals', () => {
  test('an admin uploads a JPEG stamped with their uid', async () => {
    await assertSucceeds(put(admin(), ORIGINAL, jpeg(), 'image/jpeg', 'boss'));
    expect(await stored(ORIGINAL)).toMatchObject({ size: 2048, contentType: 'image/jpeg' });
  });

  test.each(['image/png', 'image/webp', 'image/heic', 'image/heif'])(
    'an admin uploads %s',
    async (type) => {
      const path = `products/p2/originals/photo-${type.replace('/', '-')}`;
      await assertSucceeds(put(admin(), path, jpeg(), type, 'boss'));
      expect(await stored(path)).toMatchObject({ contentType: type });
    },
  );

  test('a customer and a visitor cannot upload an original', async () => {
    const path = 'products/p3/originals/intrus.jpg';
    await assertFails(put(customer(), path, jpeg(), 'image/jpeg', 'alice'));
    await assertFails(put(visitor(), path, jpeg(), 'image/jpeg'));
    expect(await stored(path)).toBeNull();
  });

  test('a forged admin claim that is not the boolean true is refused', async () => {
    const path = 'products/p3/originals/forged.jpg';
    const forged = env.authenticatedContext('mallory', { admin: 'true' }).storage();
    await assertFails(put(forged, path, jpeg(), 'image/jpeg', 'mallory'));
    expect(await stored(path)).toBeNull();
  });

  test.each(['image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', 'image/jpegx'])(
    'an admin cannot upload %s',
    async (type) => {
      const path = `products/p4/originals/bad-${type.replace(/\W/g, '-')}`;
      await assertFails(put(admin(), path, jpeg(), type, 'boss'));
      expect(await stored(path)).toBeNull();
    },
  );

  test('an upload without uploadedBy, or stamped with someone else, is refused', async () => {
    const path = 'products/p5/originals/unstamped.jpg';
    await assertFails(put(admin(), path, jpeg(), 'image/jpeg'));
    await assertFails(put(admin(), path, jpeg(), 'image/jpeg', 'alice'));
    expect(await stored(path)).toBeNull();
  });

  test('15 MiB is accepted, 15 MiB + 1 byte is refused', async () => {
    const limit = 'products/p6/originals/limit.jpg';
    const over = 'products/p6/originals/over.jpg';
    await assertSucceeds(put(admin(), limit, jpeg(MAX_BYTES), 'image/jpeg', 'boss'));
    expect(await stored(limit)).toMatchObject({ size: MAX_BYTES });
    await assertFails(put(admin(), over, jpeg(MAX_BYTES + 1), 'image/jpeg', 'boss'));
    expect(await stored(over)).toBeNull();
  });

  test('an oversized photo cannot replace an accepted one', async () => {
    const path = 'products/p6/originals/replace.jpg';
    await assertSucceeds(put(admin(), path, jpeg(), 'image/jpeg', 'boss'));
    await assertFails(put(admin(), path, jpeg(MAX_BYTES + 1), 'image/jpeg', 'boss'));
    expect(await stored(path)).toMatchObject({ size: 2048 });
  });

  test('only an admin reads or deletes an original; the public never does', async () => {
    const path = 'products/p1/originals/seeded.png';
    await assertFails(visitor().ref(path).getDownloadURL());
    await assertFails(customer().ref(path).getMetadata());
    await assertFails(customer().ref(path).delete());
    await assertFails(visitor().ref(path).delete());
    expect(await stored(path)).toMatchObject({ size: 400 });
    await assertSucceeds(admin().ref(path).getMetadata());
    await assertSucceeds(admin().ref(path).delete());
    expect(await stored(path)).toBeNull();
  });
});

describe('storage.rules · variants and everything else', () => {
  test('anyone fetches a variant, and its download URL serves it', async () => {
    for (const storage of [visitor(), customer(), admin()])
      await assertSucceeds(storage.ref(VARIANT).getMetadata());
    const url = await assertSucceeds(visitor().ref(VARIANT).getDownloadURL());
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
  });

  test('nobody writes or lists variants through the client SDK, not even an admin', async () => {
    await assertFails(put(admin(), 'products/p1/variants/fake.avif', jpeg(), 'image/avif', 'boss'));
    await assertFails(visitor().ref(VARIANT).delete());
    await assertFails(admin().ref(VARIANT).delete());
    await assertFails(visitor().ref('products/p1/variants').listAll());
    expect(await stored('products/p1/variants/fake.avif')).toBeNull();
    expect(await stored(VARIANT)).toMatchObject({ size: 300 });
  });

  test.each(['avatars/boss.jpg', 'products/p1/photo.jpg', 'products/p1/originals/a/b.jpg'])(
    'nothing else is writable or readable: %s',
    async (path) => {
      await assertFails(put(admin(), path, jpeg(), 'image/jpeg', 'boss'));
      await assertFails(visitor().ref(path).getMetadata());
      expect(await stored(path)).toBeNull();
    },
  );
});
