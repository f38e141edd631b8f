// Production's data limits (depth 32, keys ≤ 768 bytes, write size) over REST and the
// WebSocket protocol: a 400 {"error"} or an error reply, never a crash or a closed connection.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_CHARS } from './framing.js';
import { RawClient, useTestEmulator } from '../test/helpers.js';

const MAX_WRITE = 64 * 1024;
const emulator = useTestEmulator({ maxWriteBytes: MAX_WRITE });
const OWNER = { Authorization: 'Bearer owner' };
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number, leaf = '1') =>
  '{"k":'.repeat(levels - 1) + `{"k":${leaf}}` + '}'.repeat(levels - 1);

async function rest(method: string, path: string, body?: string, params = '') {
  const res = await fetch(`${emulator.url}/${path}.json?ns=limits${params}`, {
    method,
    headers: OWNER,
    body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('REST', () => {
  it.each([
    ['a 100,000-level array', 'PUT', deepArray(100_000)],
    ['a 100,000-level object', 'PUT', deepObject(100_000)],
    ['a 100,000-level server value', 'PUT', `{"a":${deepObject(100_000, '{".sv":"timestamp"}')}}`],
    ['a 100,000-level update', 'PATCH', `{"a":${deepArray(100_000)}}`],
    ['a 100,000-level push', 'POST', deepObject(100_000)],
    ['33 levels', 'PUT', deepObject(33)],
  ])('refuses %s with 400', async (_name, method, body) => {
    const res = await rest(method, '', body, '&writeSizeLimit=unlimited'); // bodies over 64 KB
    expect(res).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/nested deeper than 32 levels/) },
    });
    expect((await rest('GET', '')).body).toBe(null);
  });

  it('counts depth from the root, path included', async () => {
    expect((await rest('PUT', '', deepObject(32))).status).toBe(200);
    expect((await rest('PUT', 'a/b', deepObject(30))).status).toBe(200);
    expect((await rest('PUT', 'a/b', deepObject(31))).status).toBe(400);
    expect((await rest('DELETE', '')).status).toBe(200);
  });

  it('refuses keys over 768 UTF-8 bytes, in the body and in the path', async () => {
    expect((await rest('PUT', 'k', JSON.stringify({ ['é'.repeat(384)]: 1 }))).status).toBe(200);
    expect(await rest('PUT', 'k', JSON.stringify({ ['é'.repeat(385)]: 1 }))).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/longer than 768 bytes/) },
    });
    expect((await rest('PUT', `k/${'x'.repeat(768)}`, '1')).status).toBe(200);
    expect((await rest('PUT', `k/${'x'.repeat(769)}`, '1')).status).toBe(400);
    expect((await rest('DELETE', '')).status).toBe(200);
  });

  it('refuses writes over the size limit unless writeSizeLimit=unlimited', async () => {
    const big = JSON.stringify({ s: 'x'.repeat(MAX_WRITE) });
    expect(await rest('PUT', 'big', big)).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^Data to write exceeds the maximum size/) },
    });
    expect((await rest('GET', 'big')).body).toBe(null);
    expect((await rest('PUT', 'big', big, '&writeSizeLimit=unlimited')).status).toBe(200);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${emulator.url}/huge.json?ns=limits`,
        { method: 'PUT', headers: { 'Content-Length': String(300 * 1024 * 1024) } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write('{"a":');
    });
    expect(status).toBe(400);
    expect((await rest('DELETE', '')).status).toBe(200);
  });
});

describe('WebSocket', () => {
  const deepMessage = (b: string) => `{"t":"d","d":{"r":7,"a":"p","b":${b}}}`;

  it.each([
    ['a 100,000-level set', 'p', `{"p":"/a","d":${deepArray(100_000)}}`],
    ['a 100,000-level update', 'm', `{"p":"/a","d":{"b":${deepObject(100_000)}}}`],
    ['a 100,000-level onDisconnect', 'o', `{"p":"/a","d":${deepArray(100_000)}}`],
    ['a 100,000-level query', 'q', `{"p":"/a","q":${deepObject(100_000)},"t":1,"h":""}`],
    ['a 100,000-level authvar', 'gauth', `{"cred":"owner","authvar":${deepObject(100_000)}}`],
  ])('answers %s with invalid_data and stays open', async (_name, action, body) => {
    const client = await RawClient.connect(emulator, 'limits-ws');
    client.sendRaw(deepMessage(body).replace('"a":"p"', `"a":"${action}"`));
    await expectReply(client, 7, 'invalid_data', /nested deeper than 32 levels/);
    expect(await client.request('g', { p: '/', q: {} })).toEqual({ s: 'ok', d: null });
    client.close();
  });

  it('reassembles a deep message sent in frames, then refuses it', async () => {
    const client = await RawClient.connect(emulator, 'limits-ws');
    const text = deepMessage(`{"p":"/a","d":${deepArray(100_000)}}`);
    const frames = Math.ceil(text.length / MAX_FRAME_CHARS);
    client.sendRaw(String(frames));
    for (let i = 0; i < text.length; i += MAX_FRAME_CHARS)
      client.sendRaw(text.slice(i, i + MAX_FRAME_CHARS));
    await expectReply(client, 7, 'invalid_data', /nested deeper than 32 levels/);
    expect(client.closed).toBe(false);
    client.close();
  });

  it('answers invalid_data for 33 levels and long keys', async () => {
    const client = await RawClient.connect(emulator, 'limits-ws');
    const tooDeep = JSON.parse(deepObject(33)) as unknown;
    expect(await client.request('p', { p: '/', d: tooDeep })).toMatchObject({ s: 'invalid_data' });
    expect(await client.request('p', { p: '/', d: { ['k'.repeat(769)]: 1 } })).toMatchObject({
      s: 'invalid_data',
    });
    expect(await client.request('p', { p: `/${'k'.repeat(769)}`, d: 1 })).toMatchObject({
      s: 'invalid_data',
    });
    client.close();
  });

  it('answers write_too_big past the size limit and stays open', async () => {
    const client = await RawClient.connect(emulator, 'limits-ws');
    const reply = await client.request('p', { p: '/big', d: 'é'.repeat(MAX_WRITE / 2) });
    expect(reply).toEqual({
      s: 'write_too_big',
      d: expect.stringMatching(/^Data to write exceeds the maximum size/),
    });
    expect(await client.request('p', { p: '/small', d: 'é'.repeat(1000) })).toMatchObject({
      s: 'ok',
    });
    expect(await client.request('g', { p: '/big', q: {} })).toEqual({ s: 'ok', d: null });
    client.close();
  });
});

async function expectReply(client: RawClient, r: number, s: string, d: RegExp): Promise<void> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const reply = client.messages.find((m) => (m.d as { r?: number } | undefined)?.r === r);
    if (reply) {
      expect((reply.d as { b: unknown }).b).toEqual({ s, d: expect.stringMatching(d) });
      return;
    }
    if (client.closed || Date.now() > deadline) throw new Error(`no reply ${r}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
