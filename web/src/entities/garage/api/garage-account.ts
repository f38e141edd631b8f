// « Mon garage » on the customer's account: users/{uid}/garage = { <scooter id>: true }.
// The rules accept existing scooter ids only, on the owner's existing record.
import { ref, set } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { db } from '@/lib/firebase/database';

export function garageToRecord(ids: readonly string[]): Record<string, true> | null {
  return ids.length === 0 ? null : Object.fromEntries(ids.map((id) => [id, true as const]));
}

export async function saveAccountGarage(uid: string, ids: readonly string[]): Promise<void> {
  await set(ref(db(), `${COLLECTIONS.users}/${uid}/garage`), garageToRecord(ids));
}
