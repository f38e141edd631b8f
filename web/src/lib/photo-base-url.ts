// Where product photos are served from: Cloud Storage's download endpoint for the project's
// bucket (the local server on the stack). Built from the build's env only — never from
// `location` — so the server render and the browser write the same URLs (hydration).
import { storageBaseUrl } from '@fohzshop/shared/catalog/product-photos';
import { DEMO_PROJECT_ID } from '@fohzshop/shared/constants';

const env = import.meta.env;

/** The origin the photos come from (the pages that show one preconnect to it). */
export const PHOTO_ORIGIN =
  env.VITE_USE_EMULATORS === 'true'
    ? `http://${env.VITE_EMULATOR_HOST || '127.0.0.1'}:${env.VITE_STORAGE_PORT || 9199}`
    : 'https://firebasestorage.googleapis.com';

/** The bucket of web/src/lib/firebase/config.ts (the SDK uploads there). */
const bucket =
  env.VITE_FIREBASE_STORAGE_BUCKET ||
  `${env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID}.appspot.com`;

export const PHOTO_BASE_URL = storageBaseUrl(PHOTO_ORIGIN, bucket);
