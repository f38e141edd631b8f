// The optional phone typed at sign-up. The rules create users/{uid} with an empty phone, so it
// is written right after, as a profile update of the new record.
import { ref, update } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { loadAuth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/database';

export async function saveSignupPhone(phone: string): Promise<void> {
  const { auth } = await loadAuth();
  const uid = auth.currentUser?.uid;
  if (!uid || phone.trim() === '') return;
  await update(ref(db(), `${COLLECTIONS.users}/${uid}`), {
    phone: phone.trim(),
    updated_at: new Date().toISOString(),
  });
}
