// Firebase web configuration: VITE_FIREBASE_* (a production build without them fails, see
// web/vite.config.ts and web/.env.example); the demo project only on the local emulators.
import { DATABASE_NAMESPACE, DEMO_PROJECT_ID } from '@fohzshop/shared/constants';

const env = import.meta.env;

/** Local stack: talk to the emulators (RTDB 9000, Auth 9099, Functions 5001, Storage 9199 by default). */
export const useEmulators = env.VITE_USE_EMULATORS === 'true';

function demoOnly(value: string): string {
  if (useEmulators) return value;
  throw new Error('Configuration Firebase manquante (VITE_FIREBASE_*) : voir web/.env.example.');
}

const projectId = env.VITE_FIREBASE_PROJECT_ID || demoOnly(DEMO_PROJECT_ID);

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || demoOnly('demo-api-key'),
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  databaseURL:
    env.VITE_FIREBASE_DATABASE_URL ||
    demoOnly(`https://${DATABASE_NAMESPACE}.europe-west1.firebasedatabase.app`),
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
  measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
};

export const emulator = {
  host:
    env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname),
  rtdbPort: Number(env.VITE_RTDB_PORT || 9000),
  authPort: Number(env.VITE_AUTH_PORT || 9099),
  functionsPort: Number(env.VITE_FUNCTIONS_PORT || 5001),
  storagePort: Number(env.VITE_STORAGE_PORT || 9199),
};
