// Direct Admin SDK writes that put the database in a known state before a call.
import { productInput } from './fixtures.js';
import { db } from './admin.js';
import { triggersIdle } from './triggers.js';

export async function seedProduct(
  id: string,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const input = productInput();
  const product = {
    ...input,
    images: input.images.filter((i) => i.trim() !== ''),
    product_id: id,
    views: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
  await db().ref(`products/${id}`).set(product);
}

export async function seedUserRecord(
  uid: string,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const now = '2026-01-05T10:00:00.000Z';
  await db()
    .ref(`users/${uid}`)
    .set({
      user_id: uid,
      email: '',
      first_name: '',
      last_name: '',
      phone: '',
      role: '',
      admin: false,
      created_at: now,
      updated_at: now,
      ...overrides,
    });
}

/** Admin accounts of this test process: their users/{uid} record outlives resetDatabase. */
const adminRecords = new Map<string, string>();

/** users/{uid} of an admin (the wrapper and the rules require it as well as the claim). */
export async function seedAdminRecord(uid: string, email: string): Promise<void> {
  adminRecords.set(uid, email);
  await seedUserRecord(uid, { email, admin: true, role: 'admin' });
}

/**
 * Empties the database once the last test's trigger events are handled, and theirs too; the
 * records of the admin accounts created by newAccount({ admin: true }) are written back.
 */
export async function resetDatabase(): Promise<void> {
  await triggersIdle();
  await db().ref().set(null);
  for (const [uid, email] of adminRecords)
    await seedUserRecord(uid, { email, admin: true, role: 'admin' });
  await triggersIdle();
}
