// Demo data for an empty database and the demo accounts (admin + customer) when they are missing.
import type { User } from '@fohzshop/shared/schemas/user';
import { DEMO_USERS, type DemoUser } from '../seed/demo-users';
import { buildSeedData } from '../seed/index';
import type { AuthAdminClient } from './auth-admin';
import type { RtdbClient } from './rtdb';

/** Seeds only a completely empty database, so what people change locally survives restarts. */
export async function seedIfEmpty(db: RtdbClient, now = new Date()): Promise<boolean> {
  if ((await db.keys('/')).length > 0) return false;
  await db.update('/', buildSeedData(now));
  return true;
}

export function demoUserRecord(uid: string, user: DemoUser, nowIso: string): User {
  return {
    user_id: uid,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    role: user.admin ? 'admin' : '',
    admin: user.admin,
    addresses: [user.address],
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/**
 * Creates each demo account if absent, sets `admin: true` on the admin's token, and writes
 * users/{uid} when missing (the Auth and database data dirs can be reset independently).
 */
export async function ensureDemoUsers(
  auth: AuthAdminClient,
  db: RtdbClient,
  now = new Date(),
): Promise<string[]> {
  const created: string[] = [];
  for (const user of DEMO_USERS) {
    let account = await auth.findByEmail(user.email);
    if (!account) {
      await auth.createUser({
        email: user.email,
        password: user.password,
        displayName: `${user.first_name} ${user.last_name}`,
      });
      account = await auth.findByEmail(user.email);
      if (!account) throw new Error(`Compte démo ${user.email} introuvable après sa création.`);
      created.push(user.email);
    }
    if (user.admin) await auth.addCustomClaims(account, { admin: true });
    const existing = await db.get(`users/${account.localId}`);
    if (existing === null) {
      await db.update('/', {
        [`users/${account.localId}`]: demoUserRecord(account.localId, user, now.toISOString()),
      });
    } else if (user.admin) {
      await db.update(`users/${account.localId}`, { admin: true });
    }
  }
  return created;
}
