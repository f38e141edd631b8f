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

/** Empties the database once the last test's trigger events are handled, and theirs too. */
export async function resetDatabase(): Promise<void> {
  await triggersIdle();
  await db().ref().set(null);
  await triggersIdle();
}
