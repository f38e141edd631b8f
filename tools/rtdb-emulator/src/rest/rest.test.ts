// REST API through fetch, plus REST writes reaching WebSocket listeners.
import { describe, expect, it } from 'vitest';
import { onValue, ref } from 'firebase/database';
import { waitFor, webDb, useTestEmulator } from '../test/helpers.js';

const emulator = useTestEmulator();

const url = (path: string, ns: string, params = '') =>
  `${emulator.url}/${path}.json?ns=${ns}${params}`;
const call = async (
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(target, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
};
const bearer = { Authorization: 'Bearer owner' };
const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('REST data', () => {
  it('supports PUT, GET, PATCH, POST and DELETE', async () => {
    expect(await call('PUT', url('shop/a', 'rest'), { n: 1, s: 'x' })).toMatchObject({
      status: 200,
      body: { n: 1, s: 'x' },
    });
    expect(await call('PATCH', url('shop', 'rest'), { 'a/n': 2, b: true })).toMatchObject({
      status: 200,
      body: { 'a/n': 2, b: true },
    });
    const posted = await call('POST', url('shop/list', 'rest'), '"item"');
    const name = (posted.body as { name: string }).name;
    expect(name).toMatch(/^[\w-]{20}$/);
    expect((await call('GET', url('shop', 'rest'))).body).toEqual({
      a: { n: 2, s: 'x' },
      b: true,
      list: { [name]: 'item' },
    });
    expect(await call('DELETE', url('shop/list', 'rest'))).toMatchObject({
      status: 200,
      body: null,
    });
    expect((await call('GET', url('shop/list', 'rest'))).body).toBe(null);
  });

  it('honours X-HTTP-Method-Override, print, shallow, format=export and ETags', async () => {
    await call(
      'POST',
      url('o', 'rest2'),
      { a: { deep: 1 }, b: 2 },
      { 'X-HTTP-Method-Override': 'PUT' },
    );
    expect((await call('GET', url('o', 'rest2', '&shallow=true'))).body).toEqual({ a: true, b: 2 });
    expect((await call('GET', url('', 'rest2', '&shallow=true&limitToFirst=1'))).body).toEqual({
      o: true,
    });
    const pretty = await fetch(url('o', 'rest2', '&print=pretty'));
    expect(await pretty.text()).toContain('\n  "a"');
    expect((await call('PUT', url('o/b', 'rest2', '&print=silent'), 3)).status).toBe(204);
    await call('PUT', url('p', 'rest2'), { '.value': 1, '.priority': 'high' });
    expect((await call('GET', url('p', 'rest2', '&format=export'))).body).toEqual({
      '.value': 1,
      '.priority': 'high',
    });
    const tagged = await call('GET', url('o/b', 'rest2'), undefined, { 'X-Firebase-ETag': 'true' });
    const etag = tagged.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect((await call('PUT', url('o/b', 'rest2'), 4, { 'if-match': 'wrong' })).status).toBe(412);
    expect((await call('PUT', url('o/b', 'rest2'), 4, { 'if-match': etag })).status).toBe(200);
  });

  it('returns arrays for array-like data and CORS headers', async () => {
    await call('PUT', url('arr', 'rest3'), ['a', 'b']);
    const res = await call('GET', url('arr', 'rest3'));
    expect(res.body).toEqual(['a', 'b']);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(url('arr', 'rest3'), { method: 'OPTIONS' })).status).toBe(204);
  });

  it('reports errors as {"error": ...}', async () => {
    expect(await call('PUT', url('x', 'rest4'), '{not json')).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect(await call('PUT', url('bad$key', 'rest4'), 1)).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect(await call('PUT', url('x', 'rest4'), { 'a.b': 1 })).toMatchObject({ status: 400 });
    expect(await call('GET', url('x', 'rest4', '&startAt=1'))).toMatchObject({ status: 400 });
    expect(await call('GET', `${emulator.url}/nothing`)).toMatchObject({ status: 404 });
    expect((await call('GET', url('', 'rest4'))).body).toBe(null);
  });
});

describe('REST auth and settings', () => {
  it('applies rules to ?auth=, access_token= and Bearer JWTs; owner bypasses', async () => {
    const rules = `{ "rules": { "u": { "$uid": { ".read": "auth.uid == $uid", ".write": "auth.uid == $uid" } } } } // comment`;
    expect(
      (
        await call('PUT', `${emulator.url}/.settings/rules.json?ns=rest-auth`, rules, {
          Authorization: 'Bearer anything',
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${emulator.url}/.settings/rules.json?ns=rest-auth`)).status).toBe(200);
    expect(await (await fetch(`${emulator.url}/.settings/rules.json?ns=rest-auth`)).text()).toBe(
      rules,
    );
    const token = jwt({ sub: 'amy', iat: 0 });
    expect((await call('PUT', url('u/amy', 'rest-auth', `&auth=${token}`), 1)).status).toBe(200);
    expect(await call('PUT', url('u/bob', 'rest-auth', `&access_token=${token}`), 1)).toMatchObject(
      { status: 401, body: { error: 'Permission denied' } },
    );
    expect(
      (
        await call('GET', url('u/amy', 'rest-auth'), undefined, {
          Authorization: `Bearer ${token}`,
        })
      ).body,
    ).toBe(1);
    expect((await call('GET', url('u/amy', 'rest-auth'))).status).toBe(401);
    expect(
      (await call('GET', url('u', 'rest-auth'), undefined, { Authorization: 'Bearer owner' })).body,
    ).toEqual({ amy: 1 });
  });

  it('refuses a rules upload without any credential', async () => {
    const target = `${emulator.url}/.settings/rules.json?ns=rest-rules-auth`;
    const closed = '{"rules": {".read": false, ".write": false}}';
    expect(await call('PUT', target, closed)).toMatchObject({
      status: 401,
      body: { error: expect.stringMatching(/Unauthorized/) },
    });
    expect(await call('PUT', target, closed, { Authorization: 'Bearer ' })).toMatchObject({
      status: 401,
    });
    expect((await call('PUT', url('still-open', 'rest-rules-auth'), 1)).status).toBe(200);
    expect((await call('PUT', `${target}&auth=owner`, closed)).status).toBe(200);
    expect((await call('PUT', url('closed', 'rest-rules-auth'), 1)).status).toBe(401);
    expect((await call('PUT', target, '{"rules": {".write": true}}', bearer)).status).toBe(200);
  });

  it('refuses function triggers without a Functions emulator, and lists databases', async () => {
    const res = await call(
      'POST',
      `${emulator.url}/.settings/functionTriggers.json?ns=rest-ft`,
      { name: 'projects/p/locations/l/triggers/f-0', path: '/a', event: 'x', topic: 't' },
      bearer,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('--functions-emulator');
    const names = (await call('GET', `${emulator.url}/.inspect/databases.json`)).body as Array<{
      name: string;
    }>;
    expect(names.map((n) => n.name)).toContain('rest-ft');
  });

  it('delivers REST writes to WebSocket listeners', async () => {
    const { db } = webDb(emulator, 'rest-ws');
    const seen: unknown[] = [];
    onValue(ref(db, 'feed'), (snap) => seen.push(snap.val()));
    await waitFor(() => seen.length > 0);
    await call('PATCH', url('feed', 'rest-ws'), { a: 1 });
    await waitFor(
      () => seen.some((v) => JSON.stringify(v) === '{"a":1}'),
      10000,
      'REST write pushed',
    );
  });
});
