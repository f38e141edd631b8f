// The variants function's records of a product's photos (product_photos/{productId}, admins
// read): the form shows which uploads are ready and why one was refused, live.
import { onValue, ref } from 'firebase/database';
import {
  PRODUCT_PHOTOS,
  PhotoRecordSchema,
  type PhotoRecord,
} from '@fohzshop/shared/schemas/product-photo';
import { db } from '@/lib/firebase/database';

export type PhotoRecords = Readonly<Record<string, PhotoRecord>>;

export function parsePhotoRecords(raw: unknown): PhotoRecords {
  if (!raw || typeof raw !== 'object') return {};
  const records: Record<string, PhotoRecord> = {};
  for (const [id, value] of Object.entries(raw)) {
    const parsed = PhotoRecordSchema.safeParse(value);
    if (parsed.success) records[id] = parsed.data;
  }
  return records;
}

/** Calls `onChange` with every new state of the records; returns the unsubscribe function. */
export function watchPhotoRecords(
  productId: string,
  onChange: (records: PhotoRecords) => void,
): () => void {
  return onValue(ref(db(), `${PRODUCT_PHOTOS}/${productId}`), (snapshot) =>
    onChange(parsePhotoRecords(snapshot.val())),
  );
}
