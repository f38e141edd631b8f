// Firebase web configuration: from VITE_FIREBASE_* in production, the demo project otherwise.
import { DATABASE_NAMESPACE, DEMO_PROJECT_ID } from '@fohzshop/shared/constants';

const env = import.meta.env;

const projectId = env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  databaseURL:
    env.VITE_FIREBASE_DATABASE_URL ||
    `https://${DATABASE_NAMESPACE}.europe-west1.firebasedatabase.app`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
  measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
};

/** Local stack: talk to the emulators (RTDB 9000, Auth 9099, Functions 5001 by default). */
export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const emulator = {
  host:
    env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname),
  rtdbPort: Number(env.VITE_RTDB_PORT || 9000),
  authPort: Number(env.VITE_AUTH_PORT || 9099),
  functionsPort: Number(env.VITE_FUNCTIONS_PORT || 5001),
};
