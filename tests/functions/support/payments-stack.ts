// Functions emulators for the Stripe and Alma suites that inject failures: the main test stack's
// functions talk to a payment sandbox started by its global setup, out of the tests' reach; these
// suites start their own sandbox in the test process (to make it fail, drop replies, read what it
// received) and need params pointing at it and known secrets. The emulator reads params from
// <functions dir>/.env.local and secrets from .secret.local, which win over the process
// environment, so each stack gets a private project folder whose functions/ holds its own dotenv
// files next to links to the built code. It shares the main stack's database; the callables
// accept the main stack's Auth emulator tokens (the Functions emulator decodes ID tokens without
// verifying them).
//
// The providers stack (Stripe and Alma, their APIs at PROVIDERS_SANDBOX_PORT) is started once by
// the global setup and shared by the suites: each starts its sandbox on that port and waits for
// the stack with providersStackReady(). One emulator and one set of warm function runtimes
// instead of one per suite: starting them cost each suite 8–15 s of two busy cores.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { REGION } from '@fohzshop/shared/constants';
import { FUNCTIONS_EMULATOR_ENV } from '@fohzshop/local-stack/stack/functions-emulator-env';
import {
  startPaymentSandbox,
  type PaymentSandbox,
} from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { followOutput, stopFirebase, waitReady } from './emulator-process.js';
import { call, type Caller, type CallOutcome } from './client.js';
import { PROJECT_ID, ROOT, TEST_WEB_ORIGIN } from './stack.js';

const HOST = '127.0.0.1';
type EmulatorPorts = {
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
};
/** The shared providers stack. */
export const PROVIDERS_PORTS: EmulatorPorts = {
  functions: 15021,
  hub: 14420,
  logging: 14520,
  eventarc: 19320,
  tasks: 19520,
};
/** A suite's own stack with other params (payment-options.test.ts: Stripe only). */
export const OWN_STACK_PORTS: EmulatorPorts = {
  functions: 15031,
  hub: 14430,
  logging: 14530,
  eventarc: 19330,
  tasks: 19530,
};
/** The suites' sandboxes, one at a time (files run one after the other). */
export const PROVIDERS_SANDBOX_PORT = 15040;
const originOf = (ports: EmulatorPorts): string => `http://${HOST}:${ports.functions}`;
export const PROVIDERS_ORIGIN = originOf(PROVIDERS_PORTS);
export const paymentsUrl = (name: string, origin = PROVIDERS_ORIGIN): string =>
  `${origin}/${PROJECT_ID}/${REGION}/${name}`;

const dotenv = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n') + '\n';

function projectFolder(
  tmp: string,
  ports: EmulatorPorts,
  params: Record<string, string>,
  secrets: Record<string, string>,
): string {
  const project = join(tmp, 'project');
  const functions = join(project, 'functions');
  mkdirSync(functions, { recursive: true });
  for (const entry of ['package.json', 'lib'])
    symlinkSync(join(ROOT, 'functions', entry), join(functions, entry));
  // firebase-tools resolves firebase-functions from the functions folder's path.
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  writeFileSync(join(functions, '.env.local'), dotenv(params));
  writeFileSync(join(functions, '.secret.local'), dotenv(secrets), { mode: 0o600 });
  const emulators = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, { host: HOST, port }]),
  );
  const config = {
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        runtime: 'nodejs22',
        ignore: ['node_modules', 'lib', '*.local'],
      },
    ],
    emulators: { singleProjectMode: true, ...emulators, ui: { enabled: false } },
  };
  writeFileSync(join(project, 'firebase.json'), JSON.stringify(config));
  return project;
}

export type PaymentsStack = { origin: string; stop: () => Promise<void> };

/** The providers' keys on this stack (the tests sign webhooks with them). */
export const TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_functions_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_functions_tests',
  ALMA_API_KEY: 'sk_test_alma_functions_tests',
  // Not a provider key: the callables' per-origin limits hash the caller's address with it.
  VIEW_GUARD_SALT: 'payments-stack-tests-view-guard-salt',
};
export { TEST_WEB_ORIGIN };

/**
 * A payment sandbox in the test process for this stack: hosted pages on TEST_WEB_ORIGIN, the
 * test page's choices notified to this stack's stripeWebhook. `checkKeys`: API calls must carry
 * TEST_KEYS (refund suites).
 */
export const startProvidersSandbox = (checkKeys = false): Promise<PaymentSandbox> =>
  startPaymentSandbox({
    port: PROVIDERS_SANDBOX_PORT,
    keys: checkKeys ? { stripe: TEST_KEYS.STRIPE_SECRET_KEY, alma: TEST_KEYS.ALMA_API_KEY } : null,
    webOrigin: TEST_WEB_ORIGIN,
    stripeWebhook: { url: paymentsUrl('stripeWebhook'), secret: TEST_KEYS.STRIPE_WEBHOOK_SECRET },
  });

/** The providers stack's params: Stripe and Alma, both APIs answered by the suite's sandbox. */
export const PROVIDERS_PARAMS: Record<string, string> = {
  PAYMENT_PROVIDERS: 'stripe,alma',
  STRIPE_API_URL: `http://${HOST}:${PROVIDERS_SANDBOX_PORT}`,
  ALMA_API_URL: `http://${HOST}:${PROVIDERS_SANDBOX_PORT}`,
  WEB_ORIGIN: TEST_WEB_ORIGIN,
  ALMA_IPN_URL: paymentsUrl('almaWebhook'),
};

/** Builds nothing: the global setup has built functions/lib already. */
export async function startPaymentsStack(
  params: Record<string, string>,
  secrets: Record<string, string>,
  { ports = OWN_STACK_PORTS, rtdbHost = inject('functionsRtdbHost') } = {},
): Promise<PaymentsStack> {
  const tmp = mkdtempSync(join(tmpdir(), 'fohz-payments-tests-'));
  const project = projectFolder(tmp, ports, params, secrets);
  const bin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const args = ['--non-interactive', 'emulators:start', '--only', 'functions'];
  const child = spawn(process.execPath, [bin, ...args, '--project', PROJECT_ID], {
    cwd: project,
    env: {
      ...process.env,
      FIREBASE_DATABASE_EMULATOR_HOST: rtdbHost,
      FUNCTIONS_EMULATOR_PARALLEL: '4',
      ...FUNCTIONS_EMULATOR_ENV,
      TMPDIR: tmp,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = followOutput(child);
  const stop = async () => {
    await stopFirebase(child);
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitReady(child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: originOf(ports), stop };
}

/** The global setup writes the providers stack's state here: "ready", or why it failed. */
export const providersStackStateFile = (dir: string): string => join(dir, 'providers-stack');

/** Waits until the shared providers stack (started by the global setup) is ready. */
export async function providersStackReady(timeoutMs = 170_000): Promise<void> {
  const file = providersStackStateFile(inject('functionsStackDir'));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (state === 'ready') return;
    if (state) throw new Error(`La pile des prestataires n'a pas démarré : ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`La pile des prestataires n'est pas prête après ${timeoutMs} ms`);
}

/** A callable of a payments stack (the shared providers stack unless `origin` says another). */
export const callPayments = <T = unknown>(
  name: string,
  data: unknown,
  caller: Caller,
  origin = PROVIDERS_ORIGIN,
): Promise<CallOutcome<T>> => call<T>(name, data, caller, paymentsUrl(name, origin));
