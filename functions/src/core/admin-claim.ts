// The `admin` custom claim mirrors users/{uid}/admin, and both are required: the callable wrapper
// (core/standing.ts) and the database rules accept an admin only when the token carries the claim
// AND the record says admin, so the record, read at every call, takes effect at once.
import type { UserRecord } from 'firebase-admin/auth';
import { MESSAGES } from '@fohzshop/shared/messages';
import { auth } from './admin.js';
import { fail } from './errors.js';
import { fieldOf } from './stored-value.js';

/** The Auth account behind a users/{uid} record; not-found when there is none. */
export async function requireAuthUser(uid: string): Promise<UserRecord> {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if (fieldOf(error, 'code') === 'auth/user-not-found')
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
 * Writes the record and the claim in the order that fails safe, the record being what takes
 * effect at once (both are required):
 * - granting: claim first, then the record. The record flipping to true is what the granted
 *   user's SPA listens to before refreshing its token, so the claim must already be there; a
 *   failure in between leaves a claim without the record: no power.
 * - revoking: record first (the very next call and read are refused), then the claim, then the
 *   account's refresh tokens are revoked (its sessions end within the hour instead of renewing
 *   a token without the claim silently). A failure after the record leaves no power either way.
 * A retry converges.
 */
export async function writeWithAdminClaim(
  user: UserRecord,
  admin: boolean | undefined,
  writeRecord: () => Promise<void>,
): Promise<void> {
  if (admin === undefined) return writeRecord();
  if (admin) {
    await setAdminClaim(user, true);
    await writeRecord();
    return;
  }
  const wasAdmin = user.customClaims?.admin === true;
  await writeRecord();
  await setAdminClaim(user, false);
  if (wasAdmin) await auth().revokeRefreshTokens(user.uid);
}
