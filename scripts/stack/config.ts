// Ports, paths and names shared by `npm start`, `npm run dev`, grant-admin and the e2e harness.
import { fileURLToPath } from 'node:url';
import { DATABASE_NAMESPACE, DEMO_PROJECT_ID } from '@fohzshop/shared/constants';

export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const PROJECT_ID = DEMO_PROJECT_ID;
export const NAMESPACE = DATABASE_NAMESPACE;
export const HOST = '127.0.0.1';
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export interface StackPorts {
  rtdb: number;
  auth: number;
  functions: number;
  /** Hosting emulator (built SPA) or, in dev mode, the Vite dev server. */
  web: number;
  /** Ports firebase-tools opens on its own; a second stack must move them too. */
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** Cloud Storage (tools/storage-emulator); default: the database's port + 199 (9199). */
  storage?: number;
}

/** Matches firebase.json; Vite's dev server keeps its usual 5173. */
export const DEFAULT_PORTS: StackPorts = {
  rtdb: 9000,
  auth: 9099,
  functions: 5001,
  web: 5000,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
};
export const DEV_SERVER_PORT = 5173;

/** `npm start` keeps its data here between runs (gitignored). */
export const DEFAULT_DATA_DIR = `${ROOT_DIR}.data`;

export const rtdbUrl = (ports: Pick<StackPorts, 'rtdb'>): string => `http://${HOST}:${ports.rtdb}`;
export const authUrl = (ports: Pick<StackPorts, 'auth'>): string => `http://${HOST}:${ports.auth}`;

/** Cloud Storage's port: 9199 for `npm start` (firebase.json), 29199 for e2e, 39199 for benches. */
export const storagePortFor = (ports: Pick<StackPorts, 'rtdb' | 'storage'>): number =>
  ports.storage ?? ports.rtdb + 199;
export const storageUrl = (ports: Pick<StackPorts, 'rtdb' | 'storage'>): string =>
  `http://${HOST}:${storagePortFor(ports)}`;
/** The default bucket the SPA and the functions use (firebase-tools' default for a demo project). */
export const STORAGE_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

/** The local payment sandbox (payment-sandbox/): the functions' port + 10, 5011 for `npm start`. */
export const paymentSandboxPortFor = (ports: Pick<StackPorts, 'functions'>): number =>
  ports.functions + 10;
export const paymentSandboxUrl = (ports: Pick<StackPorts, 'functions'>): string =>
  `http://${HOST}:${paymentSandboxPortFor(ports)}`;

/**
 * Build-time environment read by web/src/lib/firebase/config.ts: talk to the local emulators.
 * VITE_PAYMENT_SANDBOX_URL also puts the test payment page in the build (local builds only).
 */
export function webEmulatorEnv(ports: StackPorts): Record<string, string> {
  return {
    VITE_PAYMENT_SANDBOX_URL: paymentSandboxUrl(ports),
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: HOST,
    VITE_RTDB_PORT: String(ports.rtdb),
    VITE_AUTH_PORT: String(ports.auth),
    VITE_FUNCTIONS_PORT: String(ports.functions),
    VITE_STORAGE_PORT: String(storagePortFor(ports)),
    // robots.txt names the sitemap by its absolute URL (web/scripts/storefront-bundle.ts).
    SITE_URL: `http://${HOST}:${ports.web}`,
  };
}
