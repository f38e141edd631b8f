// Hostile or broken clients: each gets an error reply or its own connection closed; the
// server, other clients and the data stay intact.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningEmulator } from '../index.js';
import { cleanupApps, RawClient, startTestEmulator, waitFor } from '../test/helpers.js';

const NS = 'bad';
let emulator: RunningEmulator;
let witness: RawClient;
beforeAll(async () => {
  emulator = await startTestEmulator();
  witness = await RawClient.connect(emulator, NS);
  await witness.request('p', { p: '/safe', d: { v: 1 } });
});
afterAll(async () => {
  witness.close();
  await cleanupApps();
  await emulator.stop();
});

async function rootValue(): Promise<unknown> {
  return (await fetch(`${emulator.url}/.json?ns=${NS}`)).json();
}

async function expectClosedBy(send: (client: RawClient) => void): Promise<void> {
  const client = await RawClient.connect(emulator, NS);
  send(client);
  await waitFor(() => client.closed, 10000, 'connection closed');
}

describe('malformed frames close only that connection', () => {
  it.each([
    ['invalid JSON', (c: RawClient) => c.sendRaw('{"t":"d",')],
    ['not an envelope', (c: RawClient) => c.sendRaw('[1,2,3]')],
    ['data without r', (c: RawClient) => c.sendRaw('{"t":"d","d":{"a":"p","b":{}}}')],
    ['null', (c: RawClient) => c.sendRaw('null')],
    [
      'binary garbage',
      (c: RawClient) => c.socket.send(Buffer.from([0xff, 0xfe, 0x00, 0x01]), { binary: true }),
    ],
    ['absurd frame count', (c: RawClient) => c.sendRaw('999999')],
    [
      'fragments beyond 16 MB',
      (c: RawClient) => {
        c.sendRaw('1030');
        const chunk = 'x'.repeat(16384);
        for (let i = 0; i < 1030; i++) c.sendRaw(chunk);
      },
    ],
    ['a single frame beyond 16 MB', (c: RawClient) => c.sendRaw('y'.repeat(17 * 1024 * 1024))],
  ])('%s', async (_name, send) => {
    await expectClosedBy(send);
    expect(await witness.request('g', { p: '/safe', q: {} })).toEqual({ s: 'ok', d: { v: 1 } });
  });
});

describe('bad requests get error replies and write nothing', () => {
  const bad: Array<[string, string, unknown]> = [
    ['unknown action', 'zz', { p: '/a' }],
    ['non-object body', 'p', 5],
    ['path not a string', 'p', { p: 5, d: 1 }],
    ['$ in path', 'p', { p: '/a$b', d: 1 }],
    ['.priority in the middle of a path', 'p', { p: '/a/.priority/b', d: 1 }],
    ['. in key', 'p', { p: '/a', d: { 'x.y': 1 } }],
    ['# in key', 'p', { p: '/a', d: { 'x#': 1 } }],
    ['[ in key', 'p', { p: '/a', d: { '[x': 1 } }],
    ['] in key', 'p', { p: '/a', d: { 'x]': 1 } }],
    ['/ in key', 'p', { p: '/a', d: { nested: { 'x/y': 1 } } }],
    ['control character in key', 'p', { p: '/a', d: { 'x\u0001': 1 } }],
    ['empty key', 'p', { p: '/a', d: { '': 1 } }],
    ['key over 768 bytes', 'p', { p: '/a', d: { ['é'.repeat(400)]: 1 } }],
    ['unknown server value', 'p', { p: '/a', d: { '.sv': 'nope' } }],
    ['non-numeric increment', 'p', { p: '/a', d: { '.sv': { increment: 'x' } } }],
    ['object priority', 'p', { p: '/a', d: { '.value': 1, '.priority': { x: 1 } } }],
    ['.value with siblings', 'p', { p: '/a', d: { '.value': 1, b: 2 } }],
    [
      'too deep',
      'p',
      { p: '/a', d: JSON.parse('{"k":'.repeat(40) + '1' + '}'.repeat(40)) as unknown },
    ],
    ['update with overlapping paths', 'm', { p: '/a', d: { b: 1, 'b/c': 2 } }],
    ['update that is not an object', 'm', { p: '/a', d: 5 }],
    ['bad key inside update', 'm', { p: '/a', d: { ok: 1, bad$: 2 } }],
    ['invalid query limit', 'q', { p: '/a', q: { l: -1 }, t: 1, h: '' }],
    ['invalid orderByKey bound', 'g', { p: '/a', q: { i: '.key', sp: 5 } }],
    ['bad onDisconnect data', 'o', { p: '/a', d: { 'x.y': 1 } }],
  ];
  it.each(bad)('%s', async (_name, action, body) => {
    const client = await RawClient.connect(emulator, NS);
    const reply = await client.request(action, body);
    expect(reply.s).not.toBe('ok');
    expect(typeof reply.d).toBe('string');
    expect(await client.request('s', {})).toEqual({ s: 'ok', d: '' }); // still usable
    client.close();
    expect(await rootValue()).toEqual({ safe: { v: 1 } });
  });

  it('rejects an unreadable auth token without closing', async () => {
    const client = await RawClient.connect(emulator, NS);
    expect((await client.request('auth', { cred: 'not-a-jwt' })).s).toBe('invalid_token');
    expect((await client.request('auth', { cred: 42 })).s).toBe('invalid_token');
    client.close();
  });
});

describe('bad HTTP input', () => {
  it('rejects non-JSON bodies, bad paths and oversized declared bodies', async () => {
    expect(
      (await fetch(`${emulator.url}/a.json?ns=${NS}`, { method: 'PUT', body: 'NaN' })).status,
    ).toBe(400);
    expect(
      (await fetch(`${emulator.url}/a.json?ns=${NS}`, { method: 'PATCH', body: '[1]' })).status,
    ).toBe(400);
    expect((await fetch(`${emulator.url}/a%ZZ.json?ns=${NS}`)).status).toBe(400);
    expect((await fetch(`${emulator.url}/.lp?id=nope&pw=x`)).status).toBe(404);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${emulator.url}/big.json?ns=${NS}`,
        { method: 'PUT', headers: { 'Content-Length': String(300 * 1024 * 1024) } },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        },
      );
      req.on('error', reject);
      req.write('{"a":');
    });
    expect(status).toBe(400); // as production: "Data to write exceeds the maximum size…"
    expect(await rootValue()).toEqual({ safe: { v: 1 } });
  });

  it('refuses WebSocket upgrades outside /.ws', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/elsewhere`);
    await new Promise((resolve) => socket.once('error', resolve));
  });
});
