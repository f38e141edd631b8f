// adminSaveUser: create or replace users/{user_id} for an existing Auth account.
import { adminSaveUser as contract } from '@fohzshop/shared/contracts/users';
import { MESSAGES } from '@fohzshop/shared/messages';
import { writeWithAdminClaim, requireAuthUser } from '../core/admin-claim.js';
import { callable } from '../core/callable.js';
import { pathOf, upsert } from '../core/db.js';

export const adminSaveUser = callable(
  contract,
  async ({ user_id, user }) => {
    const account = await requireAuthUser(user_id);
    const now = new Date().toISOString();
    await writeWithAdminClaim(account, user.admin, async () => {
      // A transaction keeps created_at when the record already exists (saving is idempotent).
      await upsert(pathOf('users', user_id), (current) => ({
        ...user,
        user_id,
        created_at: typeof current?.created_at === 'string' ? current.created_at : now,
        updated_at: now,
      }));
    });
    return { ok: true as const };
  },
  { failureMessage: MESSAGES.adminUserSaveFailed },
);
