// Sign-ups capped across accounts: Firebase Auth calls the blocking function limitSignUps before
// it creates an account; per origin (the event's IP) and for the whole shop, refused beyond the
// caps of shared/src/abuse-limits.ts in French, with no account made and nothing written; and the
// nightly removal of past counter windows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ABUSE_LIMITS_PATH,
  ABUSE_MESSAGES,
  type AbuseLimitsSettings,
} from '@fohzshop/shared/abuse-limits';
import { adminAuth, closeAdmin, db, dump, read } from './support/admin.js';
import { loadFunctions, runScheduled } from './support/in-process.js';
import { resetDatabase } from './support/seed.js';
import { AUTH_HOST, FUNCTIONS_ORIGIN, PROJECT_ID } from './support/stack.js';

const limit = (settings: AbuseLimitsSettings) => db().ref(ABUSE_LIMITS_PATH).set(settings);

beforeAll(resetDatabase);
beforeEach(async () => {
  await db().ref(ABUSE_LIMITS_PATH).remove();
  await db().ref('rate_limits').remove();
});
afterAll(closeAdmin);

describe('sign-ups (Auth blocking function limitSignUps)', () => {
  const signUpUrl = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`;
  const signUp = async (email: string) => {
    const response = await fetch(signUpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Motdepasse-2026', returnSecureToken: true }),
    });
    return (await response.json()) as { localId?: string; error?: { message: string } };
  };
  const exists = (email: string) =>
    adminAuth()
      .getUserByEmail(email)
      .then(
        () => true,
        () => false,
      );

  it('many sign-ups from one connection stop at the origin cap, in French, no account made', async () => {
    // The Auth emulator gives every sign-up the address 127.0.0.1: one origin.
    await limit({ signups: { origin_per_hour: 2 } });
    const stamp = Date.now();
    for (const n of [1, 2])
      expect((await signUp(`masse-${stamp}-${n}@example.fr`)).localId).toBeTruthy();
    const before = await dump();
    const refused = await signUp(`masse-${stamp}-3@example.fr`);
    expect(refused.error?.message).toContain('BLOCKING_FUNCTION_ERROR_RESPONSE');
    expect(refused.error?.message).toContain(ABUSE_MESSAGES.signups.origin);
    expect(refused.error?.message).toContain('"customer_message":true');
    expect(await exists(`masse-${stamp}-3@example.fr`)).toBe(false);
    expect(await dump()).toEqual(before);
  });

  it('sign-ups from many connections stop at the shop-wide cap', async () => {
    await limit({ signups: { global_per_hour: 3 } });
    // Auth's call to the blocking function, as the emulator makes it, from three origins then a fourth.
    const blocking = async (ip: string) => {
      const now = Math.floor(Date.now() / 1000);
      const uid = `u${Math.random().toString(36).slice(2, 12)}`;
      const claims = {
        iss: `https://securetoken.google.com/${PROJECT_ID}`,
        aud: `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/europe-west1/limitSignUps`,
        iat: now,
        exp: now + 600,
        event_id: uid,
        event_type: 'beforeCreate',
        ip_address: ip,
        user_agent: 'test',
        locale: 'fr',
        user_record: {
          uid,
          email: `${uid}@example.fr`,
          email_verified: false,
          provider_data: [],
          metadata: { creation_time: Date.now() },
        },
        sub: uid,
        sign_in_method: 'password',
      };
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const jwt = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
      const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/europe-west1/limitSignUps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { jwt } }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    for (const ip of ['192.0.2.71', '192.0.2.72', '2001:db8:7::1'])
      expect(await blocking(ip)).toEqual({ status: 200, body: {} });
    const before = await dump();
    const refused = await blocking('192.0.2.74');
    expect(refused).toEqual({
      status: 429,
      body: {
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message: ABUSE_MESSAGES.signups.global,
          details: { customer_message: true },
        },
      },
    });
    expect(await dump()).toEqual(before);
  });
});

describe('pruneRateLimitsDaily', () => {
  it('removes the windows before the current hour and day, keeps the current ones', async () => {
    const { pruneRateLimitsDaily } = await loadFunctions();
    const hour = Math.floor(Date.now() / 3_600_000);
    const day = Math.floor(Date.now() / 86_400_000);
    await db()
      .ref('rate_limits')
      .set({
        signups: {
          h: { [hour - 30]: { all: 4 }, [hour - 1]: { all: 2 }, [hour]: { all: 1 } },
          d: { [day - 1]: { all: 9 }, [day]: { all: 3 } },
        },
      });
    await runScheduled(pruneRateLimitsDaily);
    expect(await read('rate_limits')).toEqual({
      signups: { h: { [hour]: { all: 1 } }, d: { [day]: { all: 3 } } },
    });
  });
});
