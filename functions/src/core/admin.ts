// The one Admin SDK app of the codebase. In production initializeApp() reads FIREBASE_CONFIG,
// which Cloud Functions provides (databaseURL of the project's default instance). With
// FIREBASE_DATABASE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST set, the SDK talks to the
// emulators. Services are obtained lazily so that loading the module (deploy-time function
// discovery) opens no connection.
import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getDatabase, type Database } from 'firebase-admin/database';
import { getStorage, type Storage } from 'firebase-admin/storage';

/**
 * In the Functions emulator, firebase-tools derives `https://<project>.firebaseio.com` for a
 * demo- project, i.e. database namespace `<project>`, while the real default instance — and
 * the namespace the SPA, seed and tests use — is `<project>-default-rtdb`. Pin it there.
 */
function emulatorOptions(): AppOptions | undefined {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as AppOptions;
  const projectId = config.projectId ?? process.env.GCLOUD_PROJECT;
  return projectId
    ? { ...config, projectId, databaseURL: `https://${projectId}-default-rtdb.firebaseio.com` }
    : undefined;
}

const app: App = getApps()[0] ?? initializeApp(emulatorOptions());

export const db = (): Database => getDatabase(app);
export const auth = (): Auth => getAuth(app);
/** Cloud Storage (product photos); FIREBASE_STORAGE_EMULATOR_HOST points it at the local server. */
export const storage = (): Storage => getStorage(app);
