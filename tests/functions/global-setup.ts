// Test stack for the callables: builds functions/lib, starts our RTDB server and our Cloud
// Storage server on free ports and firebase-tools' Auth + Functions emulators (ports in
// firebase.test.json) with FIREBASE_DATABASE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST
// pointing at them (the Functions emulator passes its own env on to the function runtime), then
// tears it all down.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import type { TestProject } from 'vitest/node';
import { startEmulator } from 'rtdb-emulator';
import { startStorageEmulator } from 'storage-emulator';
import { ensureLocalSecrets } from '@fohzshop/local-stack/stack/local-secrets';
import { registerDatabaseTriggers } from '@fohzshop/local-stack/stack/database-triggers';
import { FUNCTIONS_EMULATOR_ENV } from '@fohzshop/local-stack/stack/functions-emulator-env';
import { dotenv, FUNCTIONS_PARAMS_DIR } from '@fohzshop/local-stack/stack/functions-params';
import { storageEmulatorEnv } from '@fohzshop/local-stack/stack/storage';
import { STUB_PLACE_ID } from '@fohzshop/local-stack/stack/places-stub-data';
import { maildevParams, startMaildev } from '@fohzshop/local-stack/stack/maildev';
import { startLocalPaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/local-sandbox';
import {
  FIREBASE_CONFIG,
  FUNCTIONS_ORIGIN,
  NAMESPACE,
  PAYMENT_SANDBOX_PORT,
  PLACES_STUB_PORT,
  PROJECT_ID,
  ROOT,
  TEST_MAIL_PORTS,
  TEST_WEB_ORIGIN,
} from './support/stack.js';
import { followOutput, stopFirebase, waitReady } from './support/emulator-process.js';
import {
  PROVIDERS_PARAMS,
  PROVIDERS_PORTS,
  providersStackStateFile,
  startPaymentsStack,
  TEST_KEYS,
  type PaymentsStack,
} from './support/payments-stack.js';

/**
 * firebase.test.json, copied into the private tmp dir with the functions' build output added to
 * the ignored files: the emulator watches the functions folder and reloads (killing runtimes,
 * dropping requests in flight) whenever functions/lib changes, and other stacks sharing this
 * working tree (npm start, e2e) rebuild it at any time. The tests never need a reload.
 */
function privateConfig(privateTmp: string, paymentParams: Record<string, string>): string {
  const config = JSON.parse(readFileSync(join(ROOT, FIREBASE_CONFIG), 'utf8')) as {
    functions: { source: string; ignore?: string[]; configDir?: string }[];
  };
  // The functions' string params (dotenv, read from configDir): the review sync calls the
  // Google Places stub that reviews-sync.test.ts starts on a fixed port.
  mkdirSync(join(privateTmp, FUNCTIONS_PARAMS_DIR));
  writeFileSync(
    join(privateTmp, FUNCTIONS_PARAMS_DIR, '.env.local'),
    dotenv({
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${PLACES_STUB_PORT}`,
      GOOGLE_PLACE_ID: STUB_PLACE_ID,
      // Order e-mails go to this stack's own maildev (mail.test.ts reads them).
      ...maildevParams(TEST_MAIL_PORTS),
      // Card and instalments through Stripe and Alma, answered by this stack's payment sandbox.
      ...paymentParams,
    }),
  );
  for (const entry of config.functions) {
    entry.source = relative(privateTmp, join(ROOT, entry.source));
    entry.ignore = [...(entry.ignore ?? []), 'lib'];
    entry.configDir = FUNCTIONS_PARAMS_DIR;
  }
  const path = join(privateTmp, FIREBASE_CONFIG);
  writeFileSync(path, JSON.stringify(config));
  return path;
}

function startFirebase(
  rtdbHost: string,
  storagePort: number,
  privateTmp: string,
  paymentParams: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const bin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const args = [
    '--non-interactive',
    'emulators:start',
    '--only',
    'auth,functions',
    '--project',
    PROJECT_ID,
    '--config',
    privateConfig(privateTmp, paymentParams),
  ];
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIREBASE_DATABASE_EMULATOR_HOST: rtdbHost,
      ...storageEmulatorEnv(storagePort),
      // The emulator starts one runtime process per request in flight (50 by default): on a
      // 2-core machine 50 cold starts take over a minute. 10 in flight still races 10 orders
      // at once inside the database, which is what the concurrency tests are about.
      FUNCTIONS_EMULATOR_PARALLEL: '10',
      ...FUNCTIONS_EMULATOR_ENV,
      // firebase-tools writes its hub locator to <tmpdir>/hub-<project>.json: a private tmpdir
      // keeps `firebase emulators:*` commands aimed at the dev stack (same project id) off ours.
      TMPDIR: privateTmp,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: teardown can reach the function runtimes too
  });
  return { child, output: followOutput(child) };
}

async function assertPortFree(origin: string): Promise<void> {
  const inUse = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (inUse)
    throw new Error(`${origin} is already in use: another functions test stack is running?`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await assertPortFree(FUNCTIONS_ORIGIN);
  execFileSync(process.execPath, ['functions/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const rulesPath = `${ROOT}database.rules.json`;
  const rtdb = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    quiet: true,
    // orderMailsOnWrite runs in the Functions emulator, as in production (database-triggers.ts).
    functionsEmulatorOrigin: FUNCTIONS_ORIGIN,
    ...(existsSync(rulesPath) ? { rulesFile: rulesPath } : {}), // open rules otherwise
  });
  const rtdbHost = `127.0.0.1:${rtdb.port}`;
  // Cloud Storage with storage.rules; object events go to the functions' storage triggers.
  const storage = await startStorageEmulator({
    port: 0,
    quiet: true,
    rulesFile: `${ROOT}storage.rules`,
    functionsEmulatorOrigin: FUNCTIONS_ORIGIN,
    projectId: PROJECT_ID,
  });
  const privateTmp = mkdtempSync(join(tmpdir(), 'fohz-functions-tests-'));
  await ensureLocalSecrets();
  const maildev = await startMaildev({
    ports: TEST_MAIL_PORTS,
    log: { echo: false },
    mailDir: join(privateTmp, 'mails'),
  });
  // Keys and webhook secret from functions/.secret.local, as the functions read them.
  const payments = await startLocalPaymentSandbox({
    port: PAYMENT_SANDBOX_PORT,
    functionsOrigin: FUNCTIONS_ORIGIN,
    webOrigin: TEST_WEB_ORIGIN,
  });
  const { child, output } = startFirebase(rtdbHost, storage.port, privateTmp, payments.params);
  // If the test run is killed, do not leave the emulators (their own process group) behind.
  const killGroup = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    rmSync(privateTmp, { recursive: true, force: true });
  };
  process.once('exit', killGroup);
  const cleanup = async () => {
    await stopFirebase(child);
    process.off('exit', killGroup);
    await rtdb.stop();
    await storage.stop();
    await maildev.stop();
    await payments.sandbox.close();
    rmSync(privateTmp, { recursive: true, force: true });
  };
  try {
    await waitReady(child, output);
  } catch (error) {
    await cleanup();
    throw error;
  }
  await registerDatabaseTriggers({
    functionsUrl: FUNCTIONS_ORIGIN,
    rtdbUrl: `http://${rtdbHost}`,
    namespace: NAMESPACE,
    projectId: PROJECT_ID,
  });
  project.provide('functionsRtdbHost', rtdbHost);
  project.provide('functionsStorageHost', `127.0.0.1:${storage.port}`);
  project.provide('functionsStackDir', privateTmp);
  // The Stripe and Alma suites' shared stack starts while the first suites run; each of them
  // waits for it (providersStackReady in support/payments-stack.ts).
  const stateFile = providersStackStateFile(privateTmp);
  const providers: Promise<PaymentsStack | undefined> = startPaymentsStack(
    PROVIDERS_PARAMS,
    TEST_KEYS,
    { ports: PROVIDERS_PORTS, rtdbHost },
  ).then(
    (stack) => {
      writeFileSync(stateFile, 'ready');
      return stack;
    },
    (error: unknown) => {
      writeFileSync(stateFile, String(error));
      return undefined;
    },
  );
  return async () => {
    await (await providers)?.stop();
    await cleanup();
  };
}
