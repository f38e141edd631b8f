// Admin user management. Both callables keep the `admin` custom claim in sync with the record.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import { AdminUserChangesSchema, AdminUserInputSchema } from '../schemas/user';
import { defineCallable } from './define';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Create or replace users/{user_id} (created_at kept when the record exists). create_only (the
 * « Créer un utilisateur » screen): an existing record is never replaced, the call fails with
 * already-exists and MESSAGES.adminUserExists.
 */
export const adminSaveUser = defineCallable({
  name: 'adminSaveUser',
  access: 'admin',
  request: z.strictObject({
    user_id: DatabaseKeySchema,
    user: AdminUserInputSchema,
    create_only: z.boolean().optional(),
  }),
  response: OkSchema,
});

/** Update some fields of users/{user_id}; updated_at refreshed. */
export const adminUpdateUser = defineCallable({
  name: 'adminUpdateUser',
  access: 'admin',
  request: z.strictObject({ user_id: DatabaseKeySchema, changes: AdminUserChangesSchema }),
  response: OkSchema,
});
