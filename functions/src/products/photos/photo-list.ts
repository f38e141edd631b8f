// products/{id}/photos: the admin's order and alternative texts, joined with what the variants
// function recorded (size, widths, placeholder). Two writers meet here, the product form's save
// and the trigger that finishes a photo; each fills the list after its own write
// (fillProductPhotos), so whichever comes last leaves it complete.
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import type { ProductPhoto } from '@fohzshop/shared/catalog/product-photos';
import {
  PRODUCT_PHOTOS,
  PhotoRecordSchema,
  type PhotoRecord,
  type ProductPhotoInput,
} from '@fohzshop/shared/schemas/product-photo';
import { pathOf, ref } from '../../core/db.js';
import { fail } from '../../core/errors.js';
import { isStoredObject } from '../../core/stored-value.js';
import { settleCard } from '../product-cards.js';

export type PhotoRecords = ReadonlyMap<string, PhotoRecord>;

/** product_photos/{productId}, parsed; an unreadable record counts as absent. */
export async function readPhotoRecords(productId: string): Promise<PhotoRecords> {
  const raw: unknown = (await ref(pathOf(PRODUCT_PHOTOS, productId)).once('value')).val();
  const records = new Map<string, PhotoRecord>();
  if (raw && typeof raw === 'object')
    for (const [id, value] of Object.entries(raw)) {
      const parsed = PhotoRecordSchema.safeParse(value);
      if (parsed.success) records.set(id, parsed.data);
    }
  return records;
}

/** One entry with what its record says; without a ready record, the id and alt only. */
export function photoEntry(input: ProductPhotoInput, records: PhotoRecords): ProductPhoto {
  const record = records.get(input.id);
  if (record?.status !== 'ready') return { id: input.id, alt: input.alt };
  return {
    id: input.id,
    alt: input.alt,
    width: record.width,
    height: record.height,
    widths: record.widths,
    placeholder: record.placeholder,
  };
}

/** The list an admin saves: refused photos stop the save with the reason the form showed. */
export function savedPhotos(
  input: readonly ProductPhotoInput[],
  records: PhotoRecords,
): ProductPhoto[] {
  input.forEach((photo, index) => {
    const record = records.get(photo.id);
    if (record?.status === 'refused')
      throw fail('failed-precondition', PHOTO_MESSAGES.refusedInList(index + 1, record.error));
  });
  return input.map((photo) => photoEntry(photo, records));
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];

/**
 * The stored list with every entry completed from the records, and the entries of refused
 * photos left out; null when nothing changes.
 */
export function filledList(stored: unknown, records: PhotoRecords): ProductPhoto[] | null {
  const before = asList(stored);
  const list = before.filter(
    (entry): entry is ProductPhotoInput =>
      isStoredObject(entry) && typeof entry.id === 'string' && typeof entry.alt === 'string',
  );
  const next = list
    .filter((entry) => records.get(entry.id)?.status !== 'refused')
    .map((entry) => photoEntry({ id: entry.id, alt: entry.alt }, records));
  const same =
    before.length === next.length && next.every((entry, i) => samePhoto(entry, before[i]));
  return same ? null : next;
}

/** Field by field: the database hands keys back in its own order. */
const samePhoto = (a: ProductPhoto, b: unknown): boolean =>
  isStoredObject(b) &&
  a.id === b.id &&
  a.alt === b.alt &&
  a.width === b.width &&
  a.height === b.height &&
  a.placeholder === b.placeholder &&
  String(a.widths) === String(b.widths);

/** Completes products/{id}/photos from the records, then the product's card. */
export async function fillProductPhotos(productId: string): Promise<void> {
  const records = await readPhotoRecords(productId);
  let changed = false;
  await ref(pathOf('products', productId, 'photos')).transaction((stored: unknown) => {
    // null may be the SDK's empty cache: writing null over null changes nothing, and the
    // server's value, if any, comes back in a second run (core/db.ts).
    if (stored === null) return null;
    const next = filledList(stored, records);
    changed = next !== null;
    return next ?? stored;
  });
  if (changed) await settleCard(productId);
}
