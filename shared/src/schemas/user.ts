// User record at users/{uid} and the shapes allowed to change it (see docs/data-model.md).
import { PERSON_NAME_MAX } from '../constants';
import { z } from 'zod';
import {
  DatabaseKeySchema,
  EmailSchema,
  IsoDateSchema,
  PhoneSchema,
  boundedString,
  optionalText,
} from './common';

export const MAX_ADDRESSES = 10;

/** Delivery in France (free, no minimum): French 5-digit postal codes. */
export const AddressSchema = z.strictObject({
  label: optionalText(60).optional(),
  first_name: boundedString(1, PERSON_NAME_MAX),
  last_name: boundedString(1, PERSON_NAME_MAX),
  company: optionalText(120).optional(),
  line1: boundedString(1, 200),
  line2: optionalText(200).optional(),
  postal_code: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/, { error: 'Code postal invalide (5 chiffres).' }),
  city: boundedString(1, 100),
  country: z.literal('France').default('France'),
  phone: PhoneSchema.optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** Free-text role (no fixed list of values); '' at sign-up. */
export const RoleSchema = optionalText(40);

const profileFields = {
  first_name: optionalText(PERSON_NAME_MAX),
  last_name: optionalText(PERSON_NAME_MAX),
  phone: PhoneSchema,
  addresses: z.array(AddressSchema).max(MAX_ADDRESSES),
  /** « Mon garage » : the scooters the customer owns (scooter product id → true). */
  garage: z.record(DatabaseKeySchema, z.literal(true)).optional(),
};

export const UserSchema = z.object({
  user_id: DatabaseKeySchema,
  email: z.union([EmailSchema, z.literal('')]),
  ...profileFields,
  // RTDB drops empty arrays, so a missing list reads as [].
  addresses: profileFields.addresses.default([]),
  role: RoleSchema,
  admin: z.boolean(),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema,
});
export type User = z.infer<typeof UserSchema>;

/** The record written at sign-up: phone and role empty, admin false, no addresses. */
export const NewUserSchema = UserSchema.omit({ addresses: true }).extend({
  phone: z.literal(''),
  role: z.literal(''),
  admin: z.literal(false),
});
export type NewUser = z.infer<typeof NewUserSchema>;

export function newUserRecord(
  identity: { user_id: string; email?: string | null; first_name?: string; last_name?: string },
  nowIso: string,
): NewUser {
  return {
    user_id: identity.user_id,
    email: identity.email ?? '',
    first_name: identity.first_name?.trim() ?? '',
    last_name: identity.last_name?.trim() ?? '',
    phone: '',
    role: '',
    admin: false,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** What a user may change on their own record (never admin, role, email, created_at). */
export const UserProfileUpdateSchema = z.strictObject(profileFields).partial();
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

// No defaults here: a partial update must never invent fields (e.g. wipe addresses).
const adminUserFields = {
  email: z.union([EmailSchema, z.literal('')]),
  ...profileFields,
  role: RoleSchema,
  admin: z.boolean(),
};

/** What an admin submits when saving a user by id (dates are set by the server). */
export const AdminUserInputSchema = z.strictObject({
  ...adminUserFields,
  addresses: profileFields.addresses.default([]),
});
export type AdminUserInput = z.infer<typeof AdminUserInputSchema>;

export const AdminUserChangesSchema = z
  .strictObject(adminUserFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, {
    error: 'Aucune modification à enregistrer.',
  });
export type AdminUserChanges = z.infer<typeof AdminUserChangesSchema>;

export { userDisplayName } from '../user-name';
