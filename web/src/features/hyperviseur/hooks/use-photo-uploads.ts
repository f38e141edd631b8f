// The product form's uploads: each picked file gets an id, a local preview and its progress, and
// the variants function's records say when it is ready or why it was refused (live).
import { useCallback, useEffect, useRef, useState } from 'react';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { uploadPhoto, type UploadHandle } from '../api/photo-upload';
import { watchPhotoRecords, type PhotoRecords } from '../api/photo-records';
import { newPhotoId } from '../lib/photo-files';

export type PhotoUpload = {
  /** 0–1. */
  progress: number;
  done: boolean;
  error?: string;
  /** An object URL of the picked file, shown until the variants exist. */
  preview: string;
};

export type PhotoUploads = {
  uploads: Readonly<Record<string, PhotoUpload>>;
  records: PhotoRecords;
  /** Starts sending `file`; returns the photo's id. */
  start: (file: File) => string;
};

export function usePhotoUploads(productId: string | undefined): PhotoUploads {
  const [uploads, setUploads] = useState<Record<string, PhotoUpload>>({});
  const [records, setRecords] = useState<PhotoRecords>({});
  const live = useRef(new Map<string, { handle: UploadHandle; preview: string }>());

  useEffect(() => (productId ? watchPhotoRecords(productId, setRecords) : undefined), [productId]);
  useEffect(() => {
    const started = live.current;
    return () => {
      for (const { handle, preview } of started.values()) {
        handle.cancel();
        URL.revokeObjectURL(preview);
      }
    };
  }, []);

  const start = useCallback(
    (file: File) => {
      const id = newPhotoId();
      const preview = URL.createObjectURL(file);
      const patch = (change: Partial<PhotoUpload>) =>
        setUploads((all) => (all[id] ? { ...all, [id]: { ...all[id], ...change } } : all));
      setUploads((all) => ({ ...all, [id]: { progress: 0, done: false, preview } }));
      if (!productId) {
        patch({ error: PHOTO_MESSAGES.uploadFailed });
        return id;
      }
      const handle = uploadPhoto(productId, id, file, (progress) => patch({ progress }));
      live.current.set(id, { handle, preview });
      handle.done.then(
        () => patch({ progress: 1, done: true }),
        (error: unknown) =>
          patch({ error: error instanceof Error ? error.message : PHOTO_MESSAGES.uploadFailed }),
      );
      return id;
    },
    [productId],
  );

  return { uploads, records, start };
}

/** Why the form cannot be saved yet because of its photos, or null. */
export function photosProblem(
  ids: readonly string[],
  { uploads, records }: Pick<PhotoUploads, 'uploads' | 'records'>,
): string | null {
  for (const [index, id] of ids.entries()) {
    const upload = uploads[id];
    if (upload?.error) return PHOTO_MESSAGES.refusedInList(index + 1, upload.error);
    if (upload && !upload.done) return 'Envoi des photos en cours : patientez avant d’enregistrer.';
    const record = records[id];
    if (record?.status === 'refused') return PHOTO_MESSAGES.refusedInList(index + 1, record.error);
  }
  return null;
}
