// REST streaming (Accept: text/event-stream): events, rules, keep-alives and cleanup.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../index.js';
import { createEmulatorServer, type EmulatorServer } from '../server.js';
import { Databases } from '../store/databases.js';
import { DEFAULT_SETTINGS } from '../store/settings.js';
import { RawClient, waitFor } from '../test/helpers.js';

const databases = new Databases(undefined, undefined, {
  ...DEFAULT_SETTINGS,
  streamKeepAliveMs: 50,
});
let server: EmulatorServer;
let base = '';
beforeAll(async () => {
  server = createEmulatorServer(databases);
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The running server in the shape the raw WebSocket client expects. */
const running = (): RunningEmulator => {
  const port = Number(new URL(base).port);
  return { url: base, port, host: '127.0.0.1', stop: () => server.close() };
};

interface SseEvent {
  event: string;
  data: unknown;
}

/** Opens a stream and collects its events (keep-alives apart) until it ends. */
async function open(path: string, ns: string, params = '', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/${path}.json?ns=${ns}${params}`, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const state = { events: [] as SseEvent[], keepAlives: 0, ended: false };
  const read = async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const [eventLine, dataLine] = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = {
          event: eventLine?.slice(7) ?? '',
          data: JSON.parse(dataLine?.slice(6) ?? ''),
        };
        if (event.event === 'keep-alive') state.keepAlives++;
        else state.events.push(event);
      }
    }
  };
  if (res.ok)
    void read()
      .catch(() => undefined)
      .finally(() => (state.ended = true));
  return { res, state, close: () => controller.abort() };
}

const write = (method: string, path: string, ns: string, body: unknown, params = '') =>
  fetch(`${base}/${path}.json?ns=${ns}${params}`, {
    method,
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const putRules = (ns: string, rules: object) =>
  fetch(`${base}/.settings/rules.json?ns=${ns}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ rules }),
  });

describe('REST event streams', () => {
  it('sends the value, then puts and patches relative to the location', async () => {
    const ns = 'sse-events';
    await write('PUT', 's/a', ns, { x: 1 });
    const stream = await open('s', ns);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = async (count: number) => {
      await waitFor(() => stream.state.events.length >= count, 10000, `${count} events`);
      return stream.state.events[count - 1];
    };
    expect(await next(1)).toEqual({ event: 'put', data: { path: '/', data: { a: { x: 1 } } } });
    await write('PUT', 's/a/x', ns, 2);
    expect(await next(2)).toEqual({ event: 'put', data: { path: '/a/x', data: 2 } });
    await write('PATCH', 's', ns, { b: 1, c: { d: [5, 6] } });
    expect(await next(3)).toEqual({
      event: 'patch',
      data: { path: '/', data: { b: 1, c: { d: [5, 6] } } },
    });
    await write('PATCH', 's', ns, { 'a/y': 3, 'c/d': null });
    expect(await next(4)).toEqual({ event: 'put', data: { path: '/a/y', data: 3 } });
    expect(await next(5)).toEqual({ event: 'put', data: { path: '/c/d', data: null } });
    await write('DELETE', 's/b', ns, null);
    expect(await next(6)).toEqual({ event: 'put', data: { path: '/b', data: null } });
    await write('PUT', 'elsewhere', ns, 1); // no event: outside the location
    await write('PUT', '', ns, { s: { z: 1 }, elsewhere: 2 });
    expect(await next(7)).toEqual({ event: 'put', data: { path: '/', data: { z: 1 } } });
    const raw = await RawClient.connect(running(), ns);
    expect(await raw.request('p', { p: '/s/z', d: 'ws' })).toMatchObject({ s: 'ok' });
    raw.close();
    expect(await next(8)).toEqual({ event: 'put', data: { path: '/z', data: 'ws' } });
    await waitFor(() => stream.state.keepAlives > 0, 10000, 'a keep-alive');
    expect(stream.state.events).toHaveLength(8);
    stream.close();
  });

  it('honours format=export', async () => {
    const ns = 'sse-export';
    await write('PUT', 'p', ns, { '.value': 1, '.priority': 'hi' });
    const stream = await open('p', ns, '&format=export');
    await waitFor(() => stream.state.events.length > 0);
    expect(stream.state.events[0]?.data).toEqual({
      path: '/',
      data: { '.value': 1, '.priority': 'hi' },
    });
    stream.close();
  });

  it('applies the rules: 401 when denied at start, cancel when revoked later', async () => {
    const ns = 'sse-rules';
    await putRules(ns, { u: { $uid: { '.read': 'auth.uid === $uid' } } });
    await write('PUT', 'u/amy', ns, 'mine');
    const denied = await open('u/amy', ns);
    expect(denied.res.status).toBe(401);
    expect(await denied.res.json()).toEqual({ error: 'Permission denied' });
    const token = jwt({ sub: 'amy' });
    const other = await open('u/amy', ns, `&auth=${jwt({ sub: 'bob' })}`);
    expect(other.res.status).toBe(401);
    await other.res.body?.cancel();
    const streams = [
      await open('u/amy', ns, `&auth=${token}`),
      await open('u/amy', ns, `&access_token=${token}`),
      await open('u/amy', ns, '', { Authorization: `Bearer ${token}` }),
    ];
    for (const stream of streams) {
      expect(stream.res.status).toBe(200);
      await waitFor(() => stream.state.events.length > 0);
      expect(stream.state.events[0]).toEqual({ event: 'put', data: { path: '/', data: 'mine' } });
    }
    await putRules(ns, { u: { $uid: { '.read': false } } });
    for (const stream of streams) {
      await waitFor(() => stream.state.ended, 10000, 'stream end');
      expect(stream.state.events.at(-1)).toEqual({ event: 'cancel', data: 'Permission denied' });
    }
    expect(databases.get(ns).listeners.size).toBe(0);
  });

  it('refuses query parameters with 400', async () => {
    for (const params of ['&orderBy="$key"', '&limitToFirst=1', '&shallow=true']) {
      const stream = await open('q', 'sse-query', params);
      expect(stream.res.status).toBe(400);
      expect(((await stream.res.json()) as { error: string }).error).toMatch(/not supported/);
    }
  });

  it('forgets a stream when its client goes away, and ends streams when the server stops', async () => {
    const ns = databases.get('sse-cleanup');
    const streams = [await open('a', 'sse-cleanup'), await open('b', 'sse-cleanup')];
    await waitFor(() => streams.every((s) => s.state.events.length > 0));
    expect(ns.listeners.size).toBe(2);
    expect(ns.connections.size).toBe(2);
    streams[0]?.close();
    await waitFor(() => ns.listeners.size === 1, 10000, 'listener removed');
    expect(ns.connections.size).toBe(1);
    const own = new Databases(undefined);
    const second = createEmulatorServer(own);
    await new Promise<void>((resolve) => second.http.listen(0, '127.0.0.1', resolve));
    const port = (second.http.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/x.json?ns=stop`, {
      headers: { Accept: 'text/event-stream' },
    });
    const reading = res.text();
    await waitFor(() => own.get('stop').listeners.size === 1);
    await second.close();
    expect(await reading).toContain('event: put');
    expect(own.get('stop').listeners.size).toBe(0);
    streams[1]?.close();
  });
});
