// Uploads the demo photos (seed/photos.ts) to the local Cloud Storage as the product form would:
// under products/{id}/originals/, stamped with the demo admin's uid, after listing each on its
// product (id + alt), so the variants function completes the entries when it has made the sizes.
// Through the Cloud Storage JSON API (the Admin SDK's), not subject to the rules. Nothing waits
// for the variants: the storefront shows the illustration until they exist.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../seed/demo-users';
import { demoPhotos } from '../seed/photos';
import { ROOT_DIR, STORAGE_BUCKET } from './config';
import type { RtdbClient } from './rtdb';

export async function uploadOriginal(
  storageUrl: string,
  name: string,
  bytes: Buffer,
  uploadedBy: string,
): Promise<void> {
  const boundary = `seed-${Date.now()}`;
  const metadata = JSON.stringify({ name, contentType: 'image/webp', metadata: { uploadedBy } });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
        `--${boundary}\r\nContent-Type: image/webp\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = `${storageUrl}/upload/storage/v1/b/${STORAGE_BUCKET}/o?uploadType=multipart`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
    body,
  });
  if (!response.ok)
    throw new Error(
      `Photo de démonstration ${name} refusée : ${response.status} ${await response.text()}`,
    );
}

/** Returns how many photos were sent. */
export async function seedDemoPhotos(db: RtdbClient, storageUrl: string): Promise<number> {
  const found = (await db.get('users', {
    orderBy: '"email"',
    equalTo: JSON.stringify(DEMO_ADMIN.email),
  })) as Record<string, unknown> | null;
  const adminUid = Object.keys(found ?? {})[0];
  if (!adminUid) throw new Error(`Compte démo ${DEMO_ADMIN.email} absent de users/.`);
  const products = ((await db.get('products')) ?? {}) as Parameters<typeof demoPhotos>[0];
  const photos = demoPhotos(products);
  await db.update(
    '',
    Object.fromEntries(
      photos.map((photo) => [
        `products/${photo.productId}/photos`,
        [{ id: photo.photoId, alt: photo.alt }],
      ]),
    ),
  );
  await Promise.all(
    photos.map(async (photo) => {
      const bytes = await readFile(join(ROOT_DIR, 'web/public', photo.sitePath));
      await uploadOriginal(storageUrl, photo.objectName, bytes, adminUid);
    }),
  );
  return photos.length;
}
