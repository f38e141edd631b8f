// The functions in this process, against the test stack's database and Auth emulator: each
// deployed function's own run() (what firebase-functions-test's wrap() calls for v2 functions),
// so handlers and scheduled functions are tested without HTTP. See docs/decisions/0007.
import { inject } from 'vitest';
import type * as FunctionsIndex from '@fohzshop/functions/src/index.js';
import type { Caller } from './client.js';
import { AUTH_HOST, NAMESPACE, PROJECT_ID } from './stack.js';

type FunctionsModule = typeof FunctionsIndex;
type Runnable = { run: (request: unknown) => Promise<unknown> };

let loading: Promise<FunctionsModule> | undefined;

/** Imports functions/src/index.ts once, with the environment the emulator would give it. */
export function loadFunctions(): Promise<FunctionsModule> {
  loading ??= (async () => {
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
    process.env.FUNCTIONS_EMULATOR = 'true';
    process.env.GCLOUD_PROJECT = PROJECT_ID;
    process.env.FIREBASE_CONFIG = JSON.stringify({
      projectId: PROJECT_ID,
      databaseURL: `https://${NAMESPACE}.firebaseio.com`,
    });
    // Secrets are read from the environment at run time, as Cloud Functions provides them.
    process.env.VIEW_GUARD_SALT ??= 'in-process-tests-view-guard-salt';
    return import('@fohzshop/functions/src/index.js');
  })();
  return loading;
}

export type Identity = { uid: string; email: string; admin?: boolean } | undefined;

export type RunOutcome =
  { ok: true; result: unknown } | { ok: false; code: string; message: string };

/** Calls a callable's handler as the Functions runtime would after decoding the request. */
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
  try {
    const result = await (fn as Runnable).run({ data, auth, rawRequest, acceptsStreaming: false });
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
