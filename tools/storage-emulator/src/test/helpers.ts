// Test helpers: a server on a free port, web SDK clients signed in with unsigned emulator tokens
// (what the Auth emulator issues), and an Admin SDK app pointed at the server.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  startStorageEmulator,
  type RunningStorageEmulator,
  type StorageEmulatorOptions,
} from '../index.js';

export const BUCKET = 'demo-test.appspot.com';
export const PROJECT_RULES = readFileSync(
  new URL('../../../../storage.rules', import.meta.url),
  'utf8',
);

/** Rules that let a signed-in user do anything under `open/`, and nothing else. */
export const OPEN_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /open/{path=**} {
      allow read, write: if request.auth != null;
    }
  }
}`;

export async function startServer(
  options: StorageEmulatorOptions = {},
): Promise<RunningStorageEmulator> {
  return startStorageEmulator({ port: 0, quiet: true, rulesText: OPEN_RULES, ...options });
}

export interface WebClient {
  app: FirebaseApp;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

export type MockUser = { user_id: string; [claim: string]: unknown } | 'owner' | null;

export function webClient(
  server: RunningStorageEmulator,
  user: MockUser = { user_id: 'alice' },
): WebClient {
  const app = initializeApp(
    { projectId: 'demo-test', apiKey: 'demo', storageBucket: BUCKET },
    randomUUID(),
  );
  const storage = getStorage(app);
  const mockUserToken =
    user === null ? undefined : user === 'owner' ? 'owner' : { ...user, sub: user.user_id };
  connectStorageEmulator(storage, server.host, server.port, mockUserToken ? { mockUserToken } : {});
  return { app, storage, close: () => deleteApp(app) };
}

/** `size` bytes of a repeating pattern (compressible but not constant). */
export function bytes(size: number, seed = 7): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * seed + (i >> 8)) & 0xff;
  return data;
}

/** Polls until `check` returns true (no fixed sleeps). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
