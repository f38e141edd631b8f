// The user form (view / edit / create by id): e-mail checked as the shop's dialogs check
// e-mails (fixed « Invalid email address » text), the rest with the shared user schemas.
import { z } from 'zod';
import { MESSAGES } from '@fohzshop/shared/messages';
import { DatabaseKeySchema, PhoneSchema } from '@fohzshop/shared/schemas/common';
import {
  AddressSchema,
  MAX_ADDRESSES,
  RoleSchema,
  type AdminUserInput,
  type User,
} from '@fohzshop/shared/schemas/user';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const UserFormSchema = z.object({
  user_id: DatabaseKeySchema,
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || EMAIL.test(v), { error: MESSAGES.invalidEmail }),
  first_name: z.string().trim().max(PERSON_NAME_MAX),
  last_name: z.string().trim().max(PERSON_NAME_MAX),
  phone: PhoneSchema,
  role: RoleSchema,
  admin: z.boolean(),
  addresses: z.array(AddressSchema).max(MAX_ADDRESSES),
});
export type UserFormValues = z.input<typeof UserFormSchema>;
export type UserFormOutput = z.output<typeof UserFormSchema>;

export const EMPTY_ADDRESS = {
  label: '',
  first_name: '',
  last_name: '',
  company: '',
  line1: '',
  line2: '',
  postal_code: '',
  city: '',
  country: 'France' as const,
  phone: '',
};

export function toUserFormValues(user?: User): UserFormValues {
  return {
    user_id: user?.user_id ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    phone: user?.phone ?? '',
    role: user?.role ?? '',
    admin: user?.admin ?? false,
    addresses: (user?.addresses ?? []).map((a) => ({ ...EMPTY_ADDRESS, ...a })),
  };
}

/** Parsed form → what adminSaveUser / adminUpdateUser take (empty optional fields dropped). */
export function toAdminUserInput(values: UserFormOutput): AdminUserInput {
  const { user_id: _id, addresses, ...rest } = values;
  return {
    ...rest,
    addresses: addresses.map(
      (address) =>
        Object.fromEntries(
          Object.entries(address).filter(([, v]) => v !== '' && v !== undefined),
        ) as AdminUserInput['addresses'][number],
    ),
  };
}

/** Saving would take the admin flag away from the signed-in admin themself. */
export const removesOwnAdmin = (
  currentUid: string | undefined,
  before: User | undefined,
  after: { user_id: string; admin: boolean },
): boolean =>
  Boolean(currentUid) && after.user_id === currentUid && before?.admin !== false && !after.admin;
