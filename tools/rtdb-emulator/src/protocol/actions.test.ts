// The wire protocol action by action, with a raw WebSocket client.
import { describe, expect, it } from 'vitest';
import { adminDb, RawClient, waitFor, useTestEmulator } from '../test/helpers.js';

const emulator = useTestEmulator();

const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"none","type":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const putRules = (ns: string, rules: object) =>
  fetch(`${emulator.url}/.settings/rules.json?ns=${ns}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ rules }),
  });

describe('handshake and transport', () => {
  it('sends a hello echoing the Host header, answers pings and ignores keepalives', async () => {
    const client = await RawClient.connect(emulator, 'proto');
    const hello = client.messages[0] as {
      t: string;
      d: { t: string; d: { ts: number; v: string; h: string; s: string } };
    };
    expect(hello.t).toBe('c');
    expect(hello.d.t).toBe('h');
    expect(hello.d.d).toMatchObject({ v: '5', h: `127.0.0.1:${emulator.port}` });
    expect(hello.d.d.s.length).toBeGreaterThan(0);
    expect(Math.abs(hello.d.d.ts - Date.now())).toBeLessThan(5000);
    client.sendRaw('0');
    client.sendRaw(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    await waitFor(() =>
      client.messages.some((m) => JSON.stringify(m) === '{"t":"c","d":{"t":"o","d":null}}'),
    );
    expect(await client.request('s', { c: { 'sdk.js.12-19-0': 1 } })).toEqual({ s: 'ok', d: '' });
    client.close();
  });

  it('reassembles split client messages and splits large server messages', async () => {
    const client = await RawClient.connect(emulator, 'frames');
    const big = 'z'.repeat(40000);
    const text = JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/big', d: big } } });
    const parts = text.match(/[\s\S]{1,16384}/g) as string[];
    client.sendRaw(String(parts.length));
    for (const part of parts) client.sendRaw(part);
    await waitFor(() => client.messages.some((m) => (m.d as { r?: number })?.r === 1));
    client.messages.length = 0;
    client.socket.send(JSON.stringify({ t: 'd', d: { r: 2, a: 'g', b: { p: '/big', q: {} } } }));
    await waitFor(() => client.messages.length >= 4);
    const count = client.messages[0] as unknown;
    expect(count).toBe(3); // "3" parses as the number 3
    client.close();
  });
});

describe('listens', () => {
  it('pushes data before ok, tags query pushes, and stops after n', async () => {
    const client = await RawClient.connect(emulator, 'listen');
    await client.request('p', { p: '/items', d: { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } } });
    const before = client.messages.length;
    expect(
      await client.request('q', { p: '/items', q: { i: 'n', l: 2, vf: 'r' }, t: 7, h: '' }),
    ).toEqual({ s: 'ok', d: {} });
    const [push, ok] = client.messages.slice(before).map((m) => m.d as Record<string, unknown>);
    expect(push).toEqual({ a: 'd', b: { p: '/items', d: { b: { n: 2 }, c: { n: 3 } }, t: 7 } });
    expect((ok as { r: number }).r).toBeDefined();
    await client.request('l', { p: '/other', h: '' });
    await client.request('m', { p: '/items', d: { 'd/n': 4 } });
    await waitFor(() =>
      client
        .pushes('d')
        .some((b) => b.t === 7 && JSON.stringify(b.d) === '{"c":{"n":3},"d":{"n":4}}'),
    );
    expect(await client.request('n', { p: '/items', q: { i: 'n', l: 2, vf: 'r' }, t: 7 })).toEqual({
      s: 'ok',
      d: '',
    });
    const pushesAfter = client.pushes('d').length;
    await client.request('p', { p: '/items/e', d: { n: 9 } });
    await client.request('s', {});
    expect(client.pushes('d').length).toBe(pushesAfter);
    client.close();
  });

  it('sends merges to ancestors and values to descendants of a write', async () => {
    const watcher = await RawClient.connect(emulator, 'listen2');
    const writer = await RawClient.connect(emulator, 'listen2');
    await watcher.request('q', { p: '/', h: '' });
    await watcher.request('q', { p: '/x/y/z', h: '' });
    await writer.request('m', { p: '/x', d: { 'y/z': 1, w: 2 } });
    await waitFor(() =>
      watcher.pushes('m').some((b) => b.p === '/x' && JSON.stringify(b.d) === '{"y/z":1,"w":2}'),
    );
    await waitFor(() => watcher.pushes('d').some((b) => b.p === '/x/y/z' && b.d === 1));
    watcher.close();
    writer.close();
  });

  it('keeps namespaces isolated', async () => {
    const one = await RawClient.connect(emulator, 'iso-one');
    const two = await RawClient.connect(emulator, 'iso-two');
    await two.request('q', { p: '/k', h: '' });
    await one.request('p', { p: '/k', d: 'one' });
    expect(await two.request('g', { p: '/k', q: {} })).toEqual({ s: 'ok', d: null });
    expect(two.pushes('d').filter((b) => b.d === 'one')).toHaveLength(0);
    await putRules('iso-one', { '.read': false, '.write': false });
    expect((await two.request('p', { p: '/k', d: 'two' })).s).toBe('ok');
    one.close();
    two.close();
  });
});

describe('auth actions', () => {
  it('auth/gauth/unauth/appcheck/unappeck and revocations (c) on rules upload and unauth', async () => {
    const ns = 'authns';
    await putRules(ns, {
      secret: { '.read': 'auth != null', '.write': 'auth.token.admin === true' },
    });
    const client = await RawClient.connect(emulator, ns);
    expect((await client.request('q', { p: '/secret', h: '' })).s).toBe('permission_denied');
    expect(
      await client.request('auth', {
        cred: jwt({ sub: 'u1', iat: 0, exp: 3600, firebase: { sign_in_provider: 'custom' } }),
      }),
    ).toMatchObject({ s: 'ok' });
    expect((await client.request('q', { p: '/secret', h: '' })).s).toBe('ok');
    expect(await client.request('p', { p: '/secret/x', d: 1 })).toEqual({
      s: 'permission_denied',
      d: 'Permission denied',
    });
    expect((await client.request('gauth', { cred: jwt({ user_id: 'u2', admin: true }) })).s).toBe(
      'ok',
    );
    expect((await client.request('p', { p: '/secret/x', d: 1 })).s).toBe('ok');
    expect((await client.request('appcheck', { token: 'x' })).s).toBe('ok');
    expect((await client.request('unappeck', {})).s).toBe('ok');
    expect((await client.request('unauth', {})).s).toBe('ok');
    await waitFor(() => client.pushes('c').some((b) => b.p === '/secret' && b.q === undefined));
    expect((await client.request('gauth', { cred: 'owner' })).s).toBe('ok');
    expect((await client.request('q', { p: '/secret', q: { l: 1, vf: 'l' }, t: 3, h: '' })).s).toBe(
      'ok',
    );
    expect((await client.request('gauth', { cred: 'owner', authvar: { uid: 'x' } })).s).toBe('ok');
    await waitFor(() => client.pushes('c').length === 1); // authvar {uid} still satisfies auth != null
    expect((await client.request('gauth', { cred: 'owner', noauth: true })).s).toBe('ok');
    await waitFor(() =>
      client.pushes('c').some((b) => JSON.stringify(b.q) === '[{"l":1,"vf":"l"}]'),
    );
    client.close();
  });

  it('revokes listens when uploaded rules stop allowing them', async () => {
    const ns = 'revoke';
    const client = await RawClient.connect(emulator, ns);
    expect((await client.request('q', { p: '/open', h: '' })).s).toBe('ok');
    await putRules(ns, { '.read': false });
    await waitFor(() => client.pushes('c').some((b) => b.p === '/open'));
    client.close();
  });

  it('applies databaseAuthVariableOverride of the Admin SDK', async () => {
    const ns = 'authvar';
    await putRules(ns, { mine: { $uid: { '.write': 'auth.uid === $uid' } } });
    const asAmy = adminDb(emulator, ns, { uid: 'amy' });
    await asAmy.ref('mine/amy').set(1);
    await expect(asAmy.ref('mine/bob').set(1)).rejects.toThrow(/permission_denied/i);
    const anonymous = adminDb(emulator, ns, null);
    await expect(anonymous.ref('mine/amy').set(2)).rejects.toThrow(/permission_denied/i);
    await adminDb(emulator, ns).ref('mine/bob').set(3);
  });
});

describe('onDisconnect actions', () => {
  it('checks rules when queued and cancels at or below a path', async () => {
    const ns = 'od-actions';
    await putRules(ns, { '.read': true, pub: { '.write': true } });
    const client = await RawClient.connect(emulator, ns);
    expect(await client.request('o', { p: '/private', d: 1 })).toEqual({
      s: 'permission_denied',
      d: 'Permission denied',
    });
    expect((await client.request('om', { p: '/pub', d: { a: 1, 'b/c': 2 } })).s).toBe('ok');
    expect((await client.request('o', { p: '/pub/d', d: 4 })).s).toBe('ok');
    expect((await client.request('oc', { p: '/pub/d', d: null })).s).toBe('ok');
    client.socket.terminate();
    const db = adminDb(emulator, ns);
    const seen: unknown[] = [];
    db.ref('pub').on('value', (snap) => seen.push(snap.val()));
    await waitFor(() => seen.some((v) => JSON.stringify(v) === '{"a":1,"b":{"c":2}}'));
  });
});
