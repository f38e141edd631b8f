// The caller's standing in the database, checked by the callable wrapper on every signed-in call.
// An ID token stays valid for up to an hour after it was issued, whatever happens to its account
// meanwhile, so the token alone cannot say « still an admin » or « still an account »:
// - admin contracts: users/{uid}/admin must be true as well as the token's claim. Revoking
//   admin writes the record first, so the very next call is refused;
// - user contracts: no tombstone at deleted_accounts/{uid}, written by the account's deletion
//   (account/delete-my-account.ts). The database rules check the same two records.
// Cost: one read of one small node per call (the Admin SDK's connection is already open).
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { pathOf, ref } from './db.js';

export type Standing = 'ok' | 'deleted' | 'not-admin';

/** What the database says about `uid` for a call of `access` ('user' or 'admin'). */
export async function callerStanding(uid: string, access: 'user' | 'admin'): Promise<Standing> {
  if (access === 'admin') {
    // A deleted account has no record, so this also refuses a deleted admin.
    const admin: unknown = (await ref(pathOf(COLLECTIONS.users, uid, 'admin')).once('value')).val();
    return admin === true ? 'ok' : 'not-admin';
  }
  const tombstone = await ref(pathOf(COLLECTIONS.deletedAccounts, uid)).once('value');
  return tombstone.exists() ? 'deleted' : 'ok';
}
