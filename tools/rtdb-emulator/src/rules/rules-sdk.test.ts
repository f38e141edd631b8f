// End to end through @firebase/rules-unit-testing v5 against our server: the rules matrix of
// engine.test.ts as the SDKs see it (WebSocket listens, gets, sets, updates, queries, claims).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index.js';

const PROJECT = 'demo-rules-sdk';

const RULES = `{
  // Comments are allowed, as with the official emulator.
  "rules": {
    "public": { ".read": true, "secret": { ".read": false } },
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid === $uid",
        ".write": "auth != null && auth.uid === $uid",
        ".validate": "newData.hasChildren(['name'])",
        "name": { ".validate": "newData.isString() && newData.val().length <= 20" },
        "age": { ".validate": "newData.isNumber() && newData.val() >= 0" },
        "$other": { ".validate": false }
      }
    },
    "admin": { ".read": "auth.token.admin === true", ".write": "auth.token.admin === true" },
    "orders": {
      ".read": "auth != null && query.orderByChild == 'user_id' && query.equalTo == auth.uid",
      ".indexOn": ["user_id"],
      "$id": {
        ".read": "auth != null && data.child('user_id').val() === auth.uid",
        ".write": "auth != null && !data.exists() && newData.child('user_id').val() === auth.uid",
        ".validate": "newData.child('createdAt').isNumber() && newData.child('createdAt').val() <= now"
      }
    },
    "posts": {
      "$id": {
        ".read": "root.child('banned').child(auth.uid).val() !== true",
        ".write": "root.child('users/' + auth.uid).exists()"
      }
    },
    /* a runtime error (length of null) makes the rule false */
    "broken": { ".read": "auth.token.list.length > 0" }
  }
}`;

let emulator: RunningEmulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    database: { host: '127.0.0.1', port: emulator.port, rules: RULES },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await emulator?.stop();
});

beforeEach(async () => {
  await env.clearDatabase();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .database()
      .ref()
      .set({
        public: { news: 'hello', secret: { code: 42 } },
        users: { alice: { name: 'Alice', age: 30 }, bob: { name: 'Bob' } },
        orders: { o1: { user_id: 'alice', createdAt: 1 }, o2: { user_id: 'bob', createdAt: 2 } },
        banned: { mallory: true },
        posts: { p1: { text: 'hi' } },
        admin: { settings: { open: true } },
      });
  });
});

const alice = () => env.authenticatedContext('alice').database();
const bob = () => env.authenticatedContext('bob').database();
const unauth = () => env.unauthenticatedContext().database();

describe('read cascade', () => {
  it('grants below a true rule (deeper false cannot revoke), with get() and listens', async () => {
    await assertSucceeds(unauth().ref('public/news').get());
    await assertSucceeds(unauth().ref('public/secret').get());
    await assertSucceeds(unauth().ref('public').once('value'));
  });
  it('is not a filter: parents of readable nodes are denied', async () => {
    await assertFails(unauth().ref('/').get());
    await assertFails(alice().ref('users').get());
    await assertFails(alice().ref('users').once('value'));
  });
  it('binds $uid to the path and compares it with auth.uid', async () => {
    const snap = await assertSucceeds(alice().ref('users/alice').get());
    expect(snap.val()).toEqual({ name: 'Alice', age: 30 });
    await assertFails(alice().ref('users/bob').get());
    await assertFails(unauth().ref('users/alice').get());
  });
  it('treats runtime errors as false', async () => {
    await assertFails(alice().ref('broken').get());
  });
});

describe('writes and .validate', () => {
  it('lets users write only their own valid profile', async () => {
    await assertSucceeds(alice().ref('users/alice').set({ name: 'Alice B', age: 31 }));
    await assertFails(alice().ref('users/bob').set({ name: 'Eve' }));
    await assertFails(unauth().ref('users/alice').set({ name: 'Eve' }));
  });
  it('validates the written node, its descendants and its ancestors', async () => {
    await assertFails(alice().ref('users/alice').set({ name: 'A name that is far too long' }));
    await assertFails(alice().ref('users/alice').set({ name: 'Alice', age: -1 }));
    await assertFails(alice().ref('users/alice').set({ name: 'Alice', extra: true }));
    await assertFails(alice().ref('users/alice').set({ age: 3 }));
    await assertSucceeds(alice().ref('users/alice/age').set(32));
    await assertFails(alice().ref('users/alice/name').remove());
  });
  it('skips .validate for deletes', async () => {
    await assertSucceeds(alice().ref('users/alice').remove());
    await env.withSecurityRulesDisabled(async (ctx) => {
      expect((await ctx.database().ref('users/alice').get()).exists()).toBe(false);
    });
  });
  it('checks every path of a multi-path update, atomically', async () => {
    await assertSucceeds(alice().ref().update({ 'users/alice/name': 'A1', 'users/alice/age': 1 }));
    await assertFails(alice().ref().update({ 'users/alice/name': 'A2', 'users/bob/name': 'B2' }));
    await env.withSecurityRulesDisabled(async (ctx) => {
      expect((await ctx.database().ref('users').get()).val()).toEqual({
        alice: { name: 'A1', age: 1 },
        bob: { name: 'Bob' },
      });
    });
  });
});

describe('auth, data, newData, root and now', () => {
  it('honours custom claims', async () => {
    const admin = env.authenticatedContext('boss', { admin: true }).database();
    await assertSucceeds(admin.ref('admin/settings').get());
    await assertSucceeds(admin.ref('admin/settings/open').set(false));
    await assertFails(alice().ref('admin/settings').get());
    await assertFails(alice().ref('admin/settings/open').set(false));
  });
  it('creates orders once, for oneself, stamped no later than now', async () => {
    await assertSucceeds(
      alice()
        .ref('orders/o3')
        .set({ user_id: 'alice', createdAt: { '.sv': 'timestamp' } }),
    );
    await assertFails(alice().ref('orders/o3').set({ user_id: 'alice', createdAt: 5 }));
    await assertFails(alice().ref('orders/o4').set({ user_id: 'bob', createdAt: 5 }));
    await assertFails(
      alice()
        .ref('orders/o5')
        .set({ user_id: 'alice', createdAt: Date.now() + 3_600_000 }),
    );
    await assertFails(alice().ref('orders/o6').set({ user_id: 'alice', createdAt: 'yesterday' }));
  });
  it('reads other locations through root', async () => {
    await assertSucceeds(alice().ref('posts/p1').get());
    await assertFails(env.authenticatedContext('mallory').database().ref('posts/p1').get());
    await assertSucceeds(alice().ref('posts/p2').set({ text: 'new' }));
    await assertFails(
      env.authenticatedContext('carol').database().ref('posts/p2').set({ text: 'new' }),
    );
  });
});

describe('query rules', () => {
  it('allows only the query the rules ask for', async () => {
    const mine = await assertSucceeds(
      alice().ref('orders').orderByChild('user_id').equalTo('alice').get(),
    );
    expect(Object.keys(mine.val() as object)).toEqual(['o1']);
    await assertSucceeds(bob().ref('orders').orderByChild('user_id').equalTo('bob').once('value'));
    await assertFails(alice().ref('orders').orderByChild('user_id').equalTo('bob').get());
    await assertFails(alice().ref('orders').orderByChild('createdAt').get());
    await assertFails(alice().ref('orders').get());
    await assertSucceeds(alice().ref('orders/o1').get());
    await assertFails(alice().ref('orders/o2').get());
  });
});

describe('PUT /.settings/rules.json', () => {
  const put = (body: string) =>
    fetch(`${emulator.url}/.settings/rules.json?ns=${PROJECT}-upload`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    });

  it('rejects invalid rules with 400 {"error": …} naming the line and location', async () => {
    const res = await put('{\n  "rules": {\n    "a": { ".read": "7" }\n  }\n}');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/^Line 3: Expected boolean expression .* at \/rules\/a\/\.read/);
    const unknown = await put('{"rules": {".write": "newData.size() > 0"}}');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain("Unknown method 'size'");
  });
  it('accepts valid rules with comments', async () => {
    const res = await put('// ok\n{"rules": {".read": "auth != null" /* inline */}}');
    expect(res.status).toBe(200);
  });
});
