// Smoke test: an uploaded rules file is enforced for SDK clients (full rules coverage lives in src/rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { get, ref, set } from 'firebase/database';
import type { RunningEmulator } from './index.js';
import { startTestEmulator } from './test/helpers.js';

const RULES = `{
  // users may only touch their own node
  "rules": {
    "users": { "$uid": { ".read": "auth != null && auth.uid == $uid", ".write": "auth.uid == $uid && auth.token.role == 'client'" } },
    "public": { ".read": true }
  }
}`;

let emulator: RunningEmulator;
let env: RulesTestEnvironment;
beforeAll(async () => {
  emulator = await startTestEmulator();
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-smoke',
    database: { host: '127.0.0.1', port: emulator.port, rules: RULES },
  });
});
afterAll(async () => {
  await env.cleanup();
  await emulator.stop();
});

describe('rules enforcement', () => {
  it('allows and denies per uid and custom claims', async () => {
    const alice = env.authenticatedContext('alice', { role: 'client' }).database();
    const bob = env.authenticatedContext('bob').database();
    await assertSucceeds(set(ref(alice, 'users/alice/name'), 'Alice'));
    await assertFails(set(ref(bob, 'users/bob/name'), 'Bob')); // no role claim
    await assertFails(set(ref(alice, 'users/bob/name'), 'x'));
    await assertSucceeds(get(ref(alice, 'users/alice')));
    await assertFails(get(ref(bob, 'users/alice')));
    await assertFails(get(ref(env.unauthenticatedContext().database(), 'users')));
  });

  it('lets withSecurityRulesDisabled write anywhere and clearDatabase empty it', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await set(ref(ctx.database(), 'public/greeting'), 'bonjour');
    });
    const anon = env.unauthenticatedContext().database();
    expect((await assertSucceeds(get(ref(anon, 'public/greeting')))).val()).toBe('bonjour');
    await env.clearDatabase();
    expect((await get(ref(anon, 'public/greeting'))).val()).toBe(null);
  });

  it('rejects invalid rules with 400 and a message', async () => {
    const res = await fetch(`${emulator.url}/.settings/rules.json?ns=demo-rules-smoke`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: '{"rules": {".read": "7"}}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});
