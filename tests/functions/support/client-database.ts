// The database as a browser reaches it with an ID token: REST with `Authorization: Bearer`, through
// database.rules.json (the test RTDB server loads them). What a customer, a visitor or an old
// token can read or write directly, without any callable.
import { inject } from 'vitest';
import { NAMESPACE } from './stack.js';

export type ClientAnswer = { status: number; body: unknown };

const url = (path: string, query: Record<string, string | number> = {}): string => {
  const params = new URLSearchParams({ ns: NAMESPACE });
  for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
  return `http://${inject('functionsRtdbHost')}/${path}.json?${params.toString()}`;
};

async function send(method: string, token: string | undefined, target: string, value?: unknown) {
  const response = await fetch(target, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(value !== undefined && { 'content-type': 'application/json' }),
    },
    ...(value !== undefined && { body: JSON.stringify(value) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** GET `path` (optionally a query: orderBy, equalTo…) with `token`, or as a visitor. */
export const clientRead = (
  token: string | undefined,
  path: string,
  query?: Record<string, string | number>,
): Promise<ClientAnswer> => send('GET', token, url(path, query));

/** PUT `value` at `path` with `token`. */
export const clientWrite = (token: string, path: string, value: unknown): Promise<ClientAnswer> =>
  send('PUT', token, url(path), value);
