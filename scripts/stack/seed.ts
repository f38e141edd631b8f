// Demo data for an empty database, the demo accounts (admin + customer) when they are missing,
// and the optional large data set of `--demo-size`.
import type { User } from '@fohzshop/shared/schemas/user';
import { DEMO_ADMIN, DEMO_USERS, type DemoUser } from '../seed/demo-users';
import { buildSeedData } from '../seed/index';
import { buildLargeSeed } from '../seed/large/index';
import { writeLargeSeed } from '../seed/large/write';
import { buildProducts } from '../seed/products';
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

export interface LargeDemoReport {
  products: number;
  customers: number;
  orders: number;
  requests: number;
  ms: number;
}

/**
 * `--demo-size N`: the large generated data set (scripts/seed/large/) on top of a freshly seeded
 * demo. Needs the demo admin's record, whose uid dates the Hyperviseur's steps in the orders.
 */
export async function seedLargeDemo(
  db: RtdbClient,
  size: number,
  now = new Date(),
): Promise<LargeDemoReport> {
  const startedAt = Date.now();
  const found = (await db.get('users', {
    orderBy: '"email"',
    equalTo: JSON.stringify(DEMO_ADMIN.email),
  })) as Record<string, unknown> | null;
  const adminUid = Object.keys(found ?? {})[0];
  if (!adminUid) throw new Error(`Compte démo ${DEMO_ADMIN.email} absent de users/.`);
  const seed = buildLargeSeed({
    size,
    demoProducts: Object.values(buildProducts(now)),
    adminUid,
    now,
  });
  const requests = await writeLargeSeed(db, seed);
  return {
    products: seed.products.length,
    customers: seed.customers.length,
    orders: seed.orders.length,
    requests,
    ms: Date.now() - startedAt,
  };
}
