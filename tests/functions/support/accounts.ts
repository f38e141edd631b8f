// Test identities: a visitor (no token), signed-in users and admins, with ID tokens from the
// Auth emulator (its REST API; any API key is accepted).
import { randomUUID } from 'node:crypto';
import { adminAuth } from './admin.js';
import { seedAdminRecord } from './seed.js';
import type { Caller } from './client.js';
import { AUTH_HOST } from './stack.js';

const PASSWORD = 'motdepasse-42';

export interface Account extends Caller {
  readonly uid: string;
  readonly email: string;
  readonly token: string;
}

interface SignInAnswer {
  idToken?: string;
  localId?: string;
  error?: { message: string };
}

export async function signIn(email: string): Promise<{ token: string; uid: string }> {
  const url = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as SignInAnswer;
  if (!body.idToken || !body.localId) throw new Error(`sign-in failed: ${body.error?.message}`);
  return { token: body.idToken, uid: body.localId };
}

/**
 * A fresh Auth account, signed in; admin ⇒ custom claim admin: true in its token and a
 * users/{uid} record with admin: true. Its e-mail
 * address is verified unless `verified: false` (a bank transfer needs a verified address).
 */
export async function newAccount(
  options: { admin?: boolean; claims?: Record<string, unknown>; verified?: boolean } = {},
): Promise<Account> {
  const email = `client-${randomUUID().slice(0, 8)}@example.fr`;
  const user = await adminAuth().createUser({
    email,
    password: PASSWORD,
    emailVerified: options.verified ?? true,
  });
  const claims = { ...options.claims, ...(options.admin ? { admin: true } : {}) };
  if (Object.keys(claims).length > 0) await adminAuth().setCustomUserClaims(user.uid, claims);
  // An admin is the claim AND users/{uid}/admin (core/standing.ts); kept across resetDatabase.
  if (options.admin) await seedAdminRecord(user.uid, email);
  const { token } = await signIn(email);
  return { uid: user.uid, email, token };
}

export const VISITOR: Caller = {};

/** Claims carried by an ID token (payload only; the emulator does not sign tokens). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
