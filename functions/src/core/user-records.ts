// Typed reads of users/{uid}, parsed with the shared UserSchema (shared/src/schemas/user.ts): a
// record that does not match is a RecordError naming its path, never a cast.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { UserSchema, type User } from '@fohzshop/shared/schemas/user';
import { pathOf } from './db.js';
import { parseRecord } from './records.js';
import { isStoredObject } from './stored-value.js';

export const userPath = (uid: string): string => pathOf(COLLECTIONS.users, uid);

/** users/{uid} as stored (its id is the key). */
export function parseUser(raw: unknown, uid: string): User {
  const record = isStoredObject(raw) ? { ...raw, user_id: uid } : raw;
  return parseRecord(UserSchema, record, userPath(uid));
}

/** The creation date a stored record keeps when it is replaced; undefined when it has none. */
export function storedCreatedAt(raw: unknown): string | undefined {
  const created = UserSchema.shape.created_at.safeParse(isStoredObject(raw) && raw.created_at);
  return created.success ? created.data : undefined;
}
