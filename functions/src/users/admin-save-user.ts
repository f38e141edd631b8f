// adminSaveUser: create or replace users/{user_id} for an existing Auth account. With
// create_only (the « Créer un utilisateur » screen) an existing record is refused rather than
// replaced (its addresses and other fields would be lost): checked before the admin claim is
// touched, and again inside the write's transaction.
import { adminSaveUser as contract } from '@fohzshop/shared/contracts/users';
import { MESSAGES } from '@fohzshop/shared/messages';
import { writeWithAdminClaim, requireAuthUser } from '../core/admin-claim.js';
import { callable } from '../core/callable.js';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { storedCreatedAt, userPath } from '../core/user-records.js';

export const adminSaveUser = callable(
  contract,
  async ({ user_id, user, create_only }) => {
    const account = await requireAuthUser(user_id);
    const path = userPath(user_id);
    const exists = async () => (await ref(path).once('value')).exists();
    if (create_only && (await exists())) throw fail('already-exists', MESSAGES.adminUserExists);
    const now = new Date().toISOString();
    await writeWithAdminClaim(account, user.admin, async () => {
      // A transaction keeps created_at when the record already exists (saving is idempotent).
      // null may be the SDK's empty cache (core/db.ts): the server's value comes back if any.
      const result = await ref(path).transaction((current: unknown) =>
        create_only && current !== null
          ? undefined
          : { ...user, user_id, created_at: storedCreatedAt(current) ?? now, updated_at: now },
      );
      if (!result.committed) throw fail('already-exists', MESSAGES.adminUserExists);
    });
    return { ok: true as const };
  },
  { failureMessage: MESSAGES.adminUserSaveFailed },
);
