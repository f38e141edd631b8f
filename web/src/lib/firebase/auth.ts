// Firebase Auth, loaded on demand so it stays out of the initial bundle.
import type * as AuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulator, useEmulators } from './config';

export type AuthSdk = typeof AuthModule;

let loading: Promise<{ auth: Auth; sdk: AuthSdk }> | undefined;

/** Loads the Auth SDK once (no popup/redirect resolver: email + password only). */
export function loadAuth(): Promise<{ auth: Auth; sdk: AuthSdk }> {
  loading ??= import('firebase/auth').then((sdk) => {
    const auth = sdk.initializeAuth(firebaseApp, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    auth.languageCode = 'fr';
    if (useEmulators) {
      sdk.connectAuthEmulator(auth, `http://${emulator.host}:${emulator.authPort}`, {
        disableWarnings: true,
      });
    }
    return { auth, sdk };
  });
  return loading;
}
