// Realtime Database handle (emulator-aware). Feature api/ modules import query helpers from
// 'firebase/database' themselves and take the instance from here.
import {
  connectDatabaseEmulator,
  forceWebSockets,
  getDatabase,
  type Database,
} from 'firebase/database';
import { firebaseApp } from './app';
import { emulator, firebaseConfig, useEmulators } from './config';

let instance: Database | undefined;

export function db(): Database {
  if (!instance) {
    // No long-polling fallback: it loads scripts from the database host, which the CSP's
    // script-src does not allow (docs/security-model.md).
    forceWebSockets();
    instance = getDatabase(firebaseApp, firebaseConfig.databaseURL);
    if (useEmulators) connectDatabaseEmulator(instance, emulator.host, emulator.rtdbPort);
  }
  return instance;
}
