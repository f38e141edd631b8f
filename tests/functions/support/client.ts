// Callable protocol over plain HTTP, as the web SDK speaks it: POST {"data": …} with an
// optional Bearer ID token; the answer is {"result": …} or {"error": {status, message}}.
import { callableUrl } from './stack.js';

export interface Caller {
  /** Firebase ID token; absent for a visitor. */
  readonly token?: string;
  /** Extra headers, e.g. x-forwarded-for to act as another visitor. */
  readonly headers?: Record<string, string>;
}

export type CallOutcome<T = unknown> =
  | { readonly ok: true; readonly result: T }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly httpStatus: number;
    };

/** 'INVALID_ARGUMENT' → 'invalid-argument', the code names of the SDKs. */
const codeOf = (status: string): string => status.toLowerCase().replace(/_/g, '-');

/** Calls `name` on the main test stack, or at `url` (another Functions emulator's callable). */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  caller: Caller = {},
  url = callableUrl(name),
): Promise<CallOutcome<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...caller.headers,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: T;
    error?: { status: string; message: string };
  };
  if (body.error)
    return {
      ok: false,
      code: codeOf(body.error.status),
      message: body.error.message,
      httpStatus: response.status,
    };
  return { ok: true, result: body.result as T };
}

/** The result of a call that must succeed (fails the test with the server's message otherwise). */
export async function succeed<T = unknown>(
  name: string,
  data: unknown,
  caller: Caller = {},
): Promise<T> {
  const outcome = await call<T>(name, data, caller);
  if (!outcome.ok) throw new Error(`${name} failed: ${outcome.code} ${outcome.message}`);
  return outcome.result;
}
