// Minimal CallableRequest builder for unit tests of the wrapper.
import type { CallableRequest } from 'firebase-functions/https';

export interface FakeCaller {
  uid?: string;
  admin?: boolean;
  headers?: Record<string, string>;
  ip?: string;
}

export function fakeRequest(data: unknown, caller: FakeCaller = {}): CallableRequest<unknown> {
  const auth = caller.uid
    ? {
        uid: caller.uid,
        rawToken: 'token',
        token: { uid: caller.uid, ...(caller.admin ? { admin: true } : {}) },
      }
    : undefined;
  const rawRequest = { headers: caller.headers ?? {}, ip: caller.ip ?? '127.0.0.1' };
  return { data, auth, rawRequest, acceptsStreaming: false } as unknown as CallableRequest<unknown>;
}
