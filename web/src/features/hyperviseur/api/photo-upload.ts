// Sends an original to products/{productId}/originals/{photoId} with the Storage SDK's resumable
// upload (progress events; a dropped connection resumes), stamped with the uploader's uid as
// storage.rules require. The variants function takes it from there (docs/images.md).
import { photoOriginalPath } from '@fohzshop/shared/catalog/product-photos';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { loadStorage } from '@/lib/firebase/storage';
import { loadAuth } from '@/lib/firebase/auth';

export type UploadHandle = { done: Promise<void>; cancel: () => void };

export function uploadPhoto(
  productId: string,
  photoId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  let cancel = () => {};
  const done = Promise.all([loadStorage(), loadAuth()]).then(
    ([{ storage, sdk }, { auth }]) =>
      new Promise<void>((resolve, reject) => {
        const uid = auth.currentUser?.uid ?? '';
        const task = sdk.uploadBytesResumable(
          sdk.ref(storage, photoOriginalPath(productId, photoId)),
          file,
          { contentType: file.type, customMetadata: { uploadedBy: uid } },
        );
        cancel = () => void task.cancel();
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.bytesTransferred / Math.max(snapshot.totalBytes, 1)),
          (error) =>
            reject(
              new Error(
                error.code === 'storage/unauthorized'
                  ? PHOTO_MESSAGES.uploadDenied
                  : PHOTO_MESSAGES.uploadFailed,
              ),
            ),
          () => resolve(),
        );
      }),
  );
  return { done, cancel: () => cancel() };
}
