// The `admin` custom claim mirrors users/{uid}/admin. Callables trust the claim (it travels in
// the ID token), the SPA shows the record; both must agree.
import type { UserRecord } from 'firebase-admin/auth';
import { MESSAGES } from '@fohzshop/shared/messages';
import { auth } from './admin.js';
import { fail } from './errors.js';

/** The Auth account behind a users/{uid} record; not-found when there is none. */
export async function requireAuthUser(uid: string): Promise<UserRecord> {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found')
      throw fail('not-found', MESSAGES.userNotFound);
    throw error;
  }
}

/** Sets or clears the claim, keeping every other custom claim; no call when already in sync. */
async function setAdminClaim(user: UserRecord, admin: boolean): Promise<void> {
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if ((claims.admin === true) === admin) return;
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth().setCustomUserClaims(user.uid, claims);
}

/**
 * Writes the record and the claim in the order that fails safe: when granting, record first
 * (a failure leaves a record that says admin but no power); when revoking, claim first (a
 * failure leaves no power and a record that still says admin). Either way a retry converges.
 * Note: an ID token already issued keeps its claims until it is refreshed (≤ 1 h).
 */
export async function writeWithAdminClaim(
  user: UserRecord,
  admin: boolean | undefined,
  writeRecord: () => Promise<void>,
): Promise<void> {
  if (admin === undefined) return writeRecord();
  if (admin) {
    await writeRecord();
    await setAdminClaim(user, true);
  } else {
    await setAdminClaim(user, false);
    await writeRecord();
  }
}
