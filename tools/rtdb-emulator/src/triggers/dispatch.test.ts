// Database triggers end to end: a stand-in Functions emulator (an HTTP server recording what it
// receives, answering like firebase-tools' background route) registered with the server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index.js';
import { waitFor } from '../test/helpers.js';

type Received = { url: string; event: Record<string, unknown> };
let functions: Server;
let emulator: RunningEmulator;
const received: Received[] = [];
/** The function's route, as the Functions emulator names it after a reload. */
let route = 'europe-west1-onOrder-0';

beforeAll(async () => {
  functions = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (!req.url?.endsWith(`/triggers/${route}`)) {
        res.writeHead(404).end(`Function x does not exist, valid functions are: a-0, ${route}`);
        return;
      }
      received.push({ url: req.url, event: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(200).end('{"status":"acknowledged"}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  const { port } = functions.address() as AddressInfo;
  emulator = await startEmulator({
    quiet: true,
    functionsEmulatorOrigin: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await emulator.stop();
  await new Promise((resolve) => functions.close(resolve));
});

const rest = (method: string, path: string, body?: unknown, ns = 'shop') =>
  fetch(`${emulator.url}/${path}.json?ns=${ns}`, {
    method,
    headers: { Authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const register = (event: string, name = 'europe-west1-onOrder-0') =>
  rest('POST', '.settings/functionTriggers', {
    name: `projects/demo-p/locations/europe-west1/triggers/${name}`,
    path: 'orders/{order_id}',
    event,
    topic: `projects/demo-p/topics/${name}`,
    namespacePattern: '*',
  });

const settled = async (count: number) => {
  await waitFor(() => received.length >= count);
  await new Promise((resolve) => setTimeout(resolve, 50)); // nothing more arrives
  return received.splice(0);
};

describe('database triggers', () => {
  it('lists the registrations and the events still on their way', async () => {
    const listing = await (await rest('GET', '.settings/functionTriggers')).json();
    expect(listing).toEqual({ triggers: [], pending: 0 });
  });

  it('refuses malformed registrations and anonymous ones', async () => {
    expect((await register('providers/google.firebase.database/eventTypes/ref.write')).status).toBe(
      400,
    );
    const anonymous = await fetch(`${emulator.url}/.settings/functionTriggers.json?ns=shop`, {
      method: 'POST',
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('sends each changed location once, in order, with before and delta', async () => {
    expect((await register('google.firebase.database.ref.v1.written')).status).toBe(200);
    await rest('PUT', 'orders/a', { status: 'new', items: { x: 1 } });
    await rest('PATCH', 'orders/a', { status: 'paid', 'items/x': null });
    await rest('PUT', 'orders/a/status', 'paid'); // no change: no event
    await rest('PUT', 'carts/u', { x: 1 }); // outside the pattern
    const events = await settled(2);
    expect(events.map((e) => e.url)).toEqual([
      '/functions/projects/demo-p/triggers/europe-west1-onOrder-0',
      '/functions/projects/demo-p/triggers/europe-west1-onOrder-0',
    ]);
    expect(events[0]!.event).toMatchObject({
      type: 'google.firebase.database.ref.v1.written',
      instance: 'shop',
      ref: 'orders/a',
      data: { data: null, delta: { status: 'new', items: { x: 1 } } },
    });
    expect(events[1]!.event).toMatchObject({
      data: { data: { status: 'new', items: { x: 1 } }, delta: { status: 'paid', items: null } },
    });
  });

  it('finds every order a root write changes, deletions included', async () => {
    await rest('PUT', 'orders/b', { status: 'new' });
    await settled(1);
    await rest('PUT', '', { orders: { b: { status: 'new' }, c: { status: 'new' } } });
    const events = await settled(2);
    expect(events.map((e) => e.event.ref).sort()).toEqual(['orders/a', 'orders/c']);
    expect(events.find((e) => e.event.ref === 'orders/a')!.event).toMatchObject({
      data: { data: { status: 'paid' }, delta: null },
    });
  });

  it('follows the function to its new route after the Functions emulator reloads', async () => {
    route = 'europe-west1-onOrder-1';
    await rest('PUT', 'orders/d', { status: 'new' });
    const events = await settled(1);
    expect(events[0]!.url).toBe('/functions/projects/demo-p/triggers/europe-west1-onOrder-1');
  });

  it('fires created and deleted triggers only for their kind of change', async () => {
    await register('google.firebase.database.ref.v1.deleted', 'europe-west1-onGone-0');
    route = 'europe-west1-onGone-0';
    await rest('PUT', 'orders/e', { status: 'new' });
    await rest('DELETE', 'orders/e');
    const events = await settled(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      type: 'google.firebase.database.ref.v1.deleted',
      ref: 'orders/e',
    });
  });
});
