// The functions in this process, against the test stack's database and Auth emulator, run through
// firebase-functions-test (online mode on the demo project): no HTTP, yet each callable's whole
// wrapper and each scheduled handler run as the runtime runs them. See docs/decisions/0007.
import { inject } from 'vitest';
import type { CallableFunction, CallableRequest } from 'firebase-functions/https';
import type { ScheduledEvent, ScheduleFunction } from 'firebase-functions/scheduler';
import type { CloudEvent, CloudFunction } from 'firebase-functions/v2';
import type initFunctionsTest from 'firebase-functions-test';
import type { wrapV2 } from 'firebase-functions-test/lib/v2.js';
import type * as FunctionsIndex from '@fohzshop/functions/src/index.js';
import { readFileSync } from 'node:fs';
import { LOCAL_SECRETS_FILE, parseSecretsFile } from '@fohzshop/local-stack/stack/local-secrets';
import { paymentSandboxParams } from '@fohzshop/local-stack/stack/payment-sandbox/local-sandbox';
import type { Caller } from './client.js';
import {
  AUTH_HOST,
  FUNCTIONS_ORIGIN,
  NAMESPACE,
  PAYMENT_SANDBOX_ORIGIN,
  PROJECT_ID,
  TEST_WEB_ORIGIN,
} from './stack.js';

/** Card and instalments through the stack's payment sandbox, with the emulator's params and keys. */
function paymentEnvironment(): void {
  const params = paymentSandboxParams(PAYMENT_SANDBOX_ORIGIN, FUNCTIONS_ORIGIN, TEST_WEB_ORIGIN);
  const secrets = parseSecretsFile(readFileSync(LOCAL_SECRETS_FILE, 'utf8'));
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ALMA_API_KEY'])
    params[name] = secrets.get(name) ?? '';
  for (const [name, value] of Object.entries(params)) process.env[name] ??= value;
}

type FunctionsModule = typeof FunctionsIndex;
type FunctionsTest = ReturnType<typeof initFunctionsTest>;
type WrapV2 = typeof wrapV2;

let testSdk: Promise<{ wrap: FunctionsTest['wrap']; wrapV2: WrapV2 }> | undefined;

/** firebase-functions-test, initialised once (it sets FIREBASE_CONFIG and GCLOUD_PROJECT). */
function functionsTest() {
  testSdk ??= (async () => {
    const { default: init } = await import('firebase-functions-test');
    const { wrap } = init({
      projectId: PROJECT_ID,
      databaseURL: `https://${NAMESPACE}.firebaseio.com`,
    });
    // Loaded after init, as the library wants. wrap() sends v2 scheduled functions down its v1
    // path (a v1 context, no scheduleTime); wrapV2 gives them a v2 event.
    const { wrapV2 } = await import('firebase-functions-test/lib/v2.js');
    return { wrap, wrapV2 };
  })();
  return testSdk;
}

let loading: Promise<FunctionsModule> | undefined;

/** Imports functions/src/index.ts once, with the environment the emulator would give it. */
export function loadFunctions(): Promise<FunctionsModule> {
  loading ??= (async () => {
    await functionsTest();
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = inject('functionsStorageHost');
    process.env.FUNCTIONS_EMULATOR = 'true';
    // Secrets are read from the environment at run time, as Cloud Functions provides them.
    process.env.VIEW_GUARD_SALT ??= 'in-process-tests-view-guard-salt';
    paymentEnvironment();
    return import('@fohzshop/functions/src/index.js');
  })();
  return loading;
}

export type Identity = { uid: string; email: string; admin?: boolean } | undefined;

export type RunOutcome =
  { ok: true; result: unknown } | { ok: false; code: string; message: string };

/** Calls a callable through wrap(), with the request the runtime builds after decoding HTTP. */
export async function runCallable(
  fn: unknown,
  data: unknown,
  who: Identity,
  caller: Caller = {},
): Promise<RunOutcome> {
  const auth = who && {
    uid: who.uid,
    token: {
      uid: who.uid,
      sub: who.uid,
      email: who.email,
      email_verified: true,
      ...(who.admin ? { admin: true } : {}),
    },
    rawToken: 'in-process',
  };
  const rawRequest = {
    headers: { 'x-forwarded-for': '203.0.113.200', ...caller.headers },
    ip: '127.0.0.1',
    get: () => undefined,
  };
  const request = { data, auth, rawRequest, acceptsStreaming: false };
  try {
    const { wrap } = await functionsTest();
    const call = wrap(fn as CallableFunction<unknown, unknown>);
    const result = await call(request as unknown as CallableRequest);
    return { ok: true, result };
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown };
    return {
      ok: false,
      code: typeof e.code === 'string' ? e.code : 'uncaught',
      message: typeof e.message === 'string' ? e.message : String(error),
    };
  }
}

/** Runs a scheduled function's handler as Cloud Scheduler would trigger it. */
export async function runScheduled(
  fn: ScheduleFunction,
  event: Partial<ScheduledEvent> = {},
): Promise<void> {
  const { wrapV2 } = await functionsTest();
  const run = wrapV2(fn as unknown as CloudFunction<CloudEvent<unknown>>);
  await run({ scheduleTime: new Date().toISOString(), jobName: 'in-process', ...event });
}
