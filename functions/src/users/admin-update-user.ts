// adminUpdateUser: change some fields of an existing users/{user_id}; updated_at refreshed.
import { adminUpdateUser as contract } from '@fohzshop/shared/contracts/users';
import { MESSAGES } from '@fohzshop/shared/messages';
import { writeWithAdminClaim, requireAuthUser } from '../core/admin-claim.js';
import { callable } from '../core/callable.js';
import { ref, updateExisting } from '../core/db.js';
import { fail } from '../core/errors.js';
import { storedWith } from '../core/records.js';
import { parseUser, userPath } from '../core/user-records.js';

export const adminUpdateUser = callable(
  contract,
  async ({ user_id, changes }) => {
    const account = await requireAuthUser(user_id);
    const path = userPath(user_id);
    // Checked up front so that a missing record never costs a claim change.
    if (!(await ref(path).once('value')).exists()) throw fail('not-found', MESSAGES.userNotFound);
    await writeWithAdminClaim(account, changes.admin, async () => {
      const updated = await updateExisting(path, (current) => {
        const user = parseUser(current, user_id);
        return storedWith(current, user, {
          ...user,
          ...changes,
          updated_at: new Date().toISOString(),
        });
      });
      if (!updated) throw fail('not-found', MESSAGES.userNotFound);
    });
    return { ok: true as const };
  },
  { failureMessage: MESSAGES.adminUserUpdateFailed },
);
