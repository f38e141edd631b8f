// Cloud Storage, loaded on demand: only the Hyperviseur's screens that upload or manage photos
// call loadStorage(), so the Storage SDK is on no storefront page's load path (the storefront
// shows photos by their URLs). Locally it talks to tools/storage-emulator.
import type * as StorageModule from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { activateAppCheck } from './app-check';
import { emulator, useEmulators } from './config';

export type StorageSdk = typeof StorageModule;

let loading: Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> | undefined;

export function loadStorage(): Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> {
  loading ??= Promise.all([import('firebase/storage'), activateAppCheck(firebaseApp)]).then(
    ([sdk]) => {
      const storage = sdk.getStorage(firebaseApp);
      if (useEmulators) sdk.connectStorageEmulator(storage, emulator.host, emulator.storagePort);
      return { storage, sdk };
    },
  );
  return loading;
}
