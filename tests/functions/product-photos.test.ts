// Product photos through the local Cloud Storage and the Functions emulator: an original
// uploaded under products/{id}/originals/ becomes AVIF + WebP variants, a record and a complete
// entry of the product's photo list (and card); a file that is not what it claims is refused
// with nothing left but the French reason; the photos taken out of the list, and every photo of
// a deleted product, lose their files. Uploads go through the Admin SDK with the uploader's uid,
// as the rules make the form stamp it (the rules themselves: tests/rules/storage.test.ts).
import { readFileSync } from 'node:fs';
import { getApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { productInput } from './support/fixtures.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { PROJECT_ID, ROOT } from './support/stack.js';

const BUCKET = `${PROJECT_ID}.appspot.com`;
/** A demo illustration, 480 × 360 WebP: variants at 320 and 480 px. */
const WEBP = readFileSync(`${ROOT}web/public/images/products/chargeur-67v-2a.webp`);
const PRODUCT = 'trottinette-photos';

let admin: Account;
const bucket = () => getStorage(getApp(`functions-tests-${process.pid}`)).bucket(BUCKET);

async function upload(photoId: string, bytes: Buffer, contentType: string, product = PRODUCT) {
  await bucket()
    .file(`products/${product}/originals/${photoId}`)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: { metadata: { uploadedBy: admin.uid } },
    });
}

const files = async (prefix: string) =>
  (await bucket().getFiles({ prefix }))[0].map((file) => file.name).sort();

/** Polls `check` until it returns a value (the trigger runs after the upload's answer). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the photo function did not act in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = inject('functionsStorageHost');
  await resetDatabase();
  admin = await newAccount({ admin: true });
  await seedProduct(PRODUCT, { photos: [{ id: 'photoAAAA0001', alt: 'Vue de profil' }] });
  // Both at once: each is a function run, and the tests wait for their effects.
  await Promise.all([
    upload('photoAAAA0001', WEBP, 'image/webp'),
    upload('photoBBBB0002', Buffer.from('not a photo at all'), 'image/jpeg'),
  ]);
});
afterAll(closeAdmin);

describe('makePhotoVariants', () => {
  it('makes the variants, the record and completes the listed photo and the card', async () => {
    const listed = await eventually(async () => {
      const photos = await read<{ widths?: number[] }[]>(`products/${PRODUCT}/photos`);
      return photos?.[0]?.widths && photos[0];
    });
    expect(listed).toMatchObject({
      id: 'photoAAAA0001',
      alt: 'Vue de profil',
      width: 480,
      height: 360,
      widths: [320, 480],
    });
    expect(await read(`product_photos/${PRODUCT}/photoAAAA0001`)).toMatchObject({
      status: 'ready',
      widths: [320, 480],
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(await files(`products/${PRODUCT}/variants/photoAAAA0001/`)).toEqual(
      ['320.avif', '320.webp', '480.avif', '480.webp'].map(
        (name) => `products/${PRODUCT}/variants/photoAAAA0001/${name}`,
      ),
    );
    const [meta] = await bucket()
      .file(`products/${PRODUCT}/variants/photoAAAA0001/320.avif`)
      .getMetadata();
    expect(meta.contentType).toBe('image/avif');
    expect(await eventually(() => read(`product_cards/${PRODUCT}/f`))).toEqual({
      i: 'photoAAAA0001',
      w: 480,
      h: 360,
      s: [320, 480],
    });
  });

  it('refuses a text declared as a JPEG: the original is deleted, the reason recorded', async () => {
    const record = await eventually(() => read(`product_photos/${PRODUCT}/photoBBBB0002`));
    expect(record).toMatchObject({ status: 'refused', error: PHOTO_MESSAGES.typeMismatch });
    expect(await files(`products/${PRODUCT}/originals/photoBBBB0002`)).toEqual([]);
    expect(await files(`products/${PRODUCT}/variants/photoBBBB0002/`)).toEqual([]);
    // Saving a list with it is refused with that reason; nothing is written.
    const before = await read(`products/${PRODUCT}`);
    const outcome = await call(
      'updateProduct',
      {
        product_id: PRODUCT,
        product: productInput({ photos: [{ id: 'photoBBBB0002', alt: 'Refusée' }] }),
        expected_stock: 4,
      },
      admin,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: PHOTO_MESSAGES.refusedInList(1, PHOTO_MESSAGES.typeMismatch),
    });
    expect(await read(`products/${PRODUCT}`)).toEqual(before);
  });
});

describe('photo removal', () => {
  it('the photos taken out of the saved list lose their files and their records', async () => {
    // The refused photo B is not in the list any more: its record goes; A stays, alt changed.
    const kept = [{ id: 'photoAAAA0001', alt: 'Guidon' }];
    await succeed(
      'updateProduct',
      { product_id: PRODUCT, product: productInput({ photos: kept }), expected_stock: 4 },
      admin,
    );
    expect(await files(`products/${PRODUCT}/`)).toEqual([
      `products/${PRODUCT}/originals/photoAAAA0001`,
      ...['320.avif', '320.webp', '480.avif', '480.webp'].map(
        (name) => `products/${PRODUCT}/variants/photoAAAA0001/${name}`,
      ),
    ]);
    expect(Object.keys((await read(`product_photos/${PRODUCT}`))!)).toEqual(['photoAAAA0001']);
    expect(await read(`products/${PRODUCT}/photos`)).toMatchObject([
      { id: 'photoAAAA0001', alt: 'Guidon', widths: [320, 480] },
    ]);
    expect(await read(`product_cards/${PRODUCT}/f/i`)).toBe('photoAAAA0001');
  });

  it('a deleted product loses every file of its photos', async () => {
    await succeed('deleteProduct', { product_id: PRODUCT }, admin);
    await eventually(async () => (await files(`products/${PRODUCT}/`)).length === 0);
    expect(await read(`product_photos/${PRODUCT}`)).toBeNull();
    await db().ref(`products/${PRODUCT}`).remove();
  });
});
