// Admin SDK view of the test stack: what the functions wrote, and accounts with claims.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getDatabase, type Database } from 'firebase-admin/database';
import { inject } from 'vitest';
import { AUTH_HOST, NAMESPACE, PROJECT_ID } from './stack.js';
import { triggersIdle } from './triggers.js';

let app: App | undefined;

function stack(): App {
  if (!app) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
    // Same namespace as the functions' default database (<project>-default-rtdb).
    const databaseURL = `http://${inject('functionsRtdbHost')}?ns=${NAMESPACE}`;
    app = initializeApp({ projectId: PROJECT_ID, databaseURL }, `functions-tests-${process.pid}`);
  }
  return app;
}

export const db = (): Database => getDatabase(stack());
export const adminAuth = (): Auth => getAuth(stack());

/** The whole database, to prove that a refused call changed nothing (triggers settled first). */
export async function dump(): Promise<unknown> {
  await triggersIdle();
  return (await db().ref().once('value')).val();
}

export async function read<T = unknown>(path: string): Promise<T | null> {
  return (await db().ref(path).once('value')).val() as T | null;
}

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
