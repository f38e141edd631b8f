// users/{uid}: the signed-in customer's own record (docs/data-model.md).
import { get, onValue, ref, set } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { NewUserSchema, UserSchema, newUserRecord, type User } from '@fohzshop/shared/schemas/user';
import { db } from '@/lib/firebase/database';

const userRef = (uid: string) => ref(db(), `${COLLECTIONS.users}/${uid}`);

/** Parse a users/{uid} value; null when absent or malformed (silent: nothing to show the visitor). */
export function parseUser(value: unknown): User | null {
  const parsed = UserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Live users/{uid}: calls back with the record (or null) on every change. */
export function listenUser(uid: string, onChange: (user: User | null) => void): () => void {
  return onValue(
    userRef(uid),
    (snapshot) => onChange(parseUser(snapshot.val())),
    () => onChange(null),
  );
}

export async function fetchUser(uid: string): Promise<User | null> {
  try {
    return parseUser((await get(userRef(uid))).val());
  } catch {
    return null;
  }
}

/** Sign-up: the initial record (phone, role empty, admin false, no addresses). The rules allow it once. */
export async function createUserRecord(identity: {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}): Promise<void> {
  const record = NewUserSchema.parse(newUserRecord(identity, new Date().toISOString()));
  await set(userRef(identity.user_id), record);
}
