// Addresses of the test stack. Auth and Functions ports come from firebase.test.json (the
// firebase CLI reads them there); the RTDB port is picked at start and injected.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCAL_SECRETS_FILE, parseSecretsFile } from '@fohzshop/local-stack/stack/local-secrets';
import { mailPortsFor } from '@fohzshop/local-stack/stack/maildev';
import { DATABASE_NAMESPACE, DEMO_PROJECT_ID, REGION } from '@fohzshop/shared/constants';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIREBASE_CONFIG = 'firebase.test.json';

interface EmulatorsConfig {
  emulators: Record<'auth' | 'functions' | 'hub', { host: string; port: number }>;
}
const config = JSON.parse(readFileSync(`${ROOT}${FIREBASE_CONFIG}`, 'utf8')) as EmulatorsConfig;

export const PROJECT_ID = DEMO_PROJECT_ID;
export const NAMESPACE = DATABASE_NAMESPACE;
export const AUTH_HOST = `${config.emulators.auth.host}:${config.emulators.auth.port}`;
export const FUNCTIONS_ORIGIN = `http://${config.emulators.functions.host}:${config.emulators.functions.port}`;
export const HUB_ORIGIN = `http://${config.emulators.hub.host}:${config.emulators.hub.port}`;
export const callableUrl = (name: string): string =>
  `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`;
/** HTTPS (onRequest) functions share the callables' URL scheme. */
export const httpsUrl = callableUrl;

/** Port of the Google Places stub started by reviews-sync.test.ts; the functions' params aim there. */
export const PLACES_STUB_PORT = 15099;

/** The test stack's mail catcher (maildev), on ports derived from the functions port. */
export const TEST_MAIL_PORTS = mailPortsFor({ functions: config.emulators.functions.port });
export const MAIL_API = `http://127.0.0.1:${TEST_MAIL_PORTS.web}/api/email`;

/**
 * The payment sandbox the global setup starts for this stack (Stripe and Alma APIs, test page
 * API); its hosted pages are on TEST_WEB_ORIGIN, which only needs to look like the shop's.
 */
export const PAYMENT_SANDBOX_PORT = 15098;
export const PAYMENT_SANDBOX_ORIGIN = `http://127.0.0.1:${PAYMENT_SANDBOX_PORT}`;
export const TEST_WEB_ORIGIN = 'https://boutique.test';

/** The webhook secret of this stack's functions (functions/.secret.local, as they read it). */
export const localStripeWebhookSecret = (): string =>
  parseSecretsFile(readFileSync(LOCAL_SECRETS_FILE, 'utf8')).get('STRIPE_WEBHOOK_SECRET') ?? '';

declare module 'vitest' {
  export interface ProvidedContext {
    functionsRtdbHost: string;
    /** Our Cloud Storage server (tools/storage-emulator), as FIREBASE_STORAGE_EMULATOR_HOST. */
    functionsStorageHost: string;
    /** The functions stack's private folder (support/payments-stack.ts reads a state file). */
    functionsStackDir: string;
  }
}
