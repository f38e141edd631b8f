// The customer's own users/{uid}: profile fields and the address book, written as the database
// rules validate them (email, role, admin and created_at never sent; updated_at refreshed).
import { ref, update } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import {
  MAX_ADDRESSES,
  ShippingAddressSchema,
  UserProfileUpdateSchema,
  type Address,
  type User,
} from '@fohzshop/shared/schemas/user';
import { createUserRecord } from '@/entities/session/api/users-api';
import { db } from '@/lib/firebase/database';
import { UserFacingError } from '@/lib/errors';

const userRef = (uid: string) => ref(db(), `${COLLECTIONS.users}/${uid}`);

export type Identity = { uid: string; email: string | null };

/** A profile whose record was never written at sign-up gets its record first. */
async function ensureRecord(identity: Identity, profile: User | null): Promise<void> {
  if (profile) return;
  await createUserRecord({
    user_id: identity.uid,
    email: identity.email ?? '',
    first_name: '',
    last_name: '',
  });
}

export async function saveProfile(
  identity: Identity,
  profile: User | null,
  fields: { first_name: string; last_name: string; phone: string },
): Promise<void> {
  const changes = UserProfileUpdateSchema.parse(fields);
  await ensureRecord(identity, profile);
  await update(userRef(identity.uid), { ...changes, updated_at: new Date().toISOString() });
}

/** Replaces the whole list (RTDB keeps arrays as 0..n-1 keys); the first one is the default. */
export async function saveAddresses(
  identity: Identity,
  profile: User | null,
  addresses: readonly Address[],
): Promise<void> {
  if (addresses.length > MAX_ADDRESSES)
    throw new UserFacingError(
      'addresses/too-many',
      `Votre carnet peut contenir ${MAX_ADDRESSES} adresses au maximum.`,
    );
  const list = addresses.map((address) => ShippingAddressSchema.parse(address));
  await ensureRecord(identity, profile);
  await update(userRef(identity.uid), {
    addresses: list.length > 0 ? list : null,
    updated_at: new Date().toISOString(),
  });
}
