// User record at users/{uid} and the shapes allowed to change it (see docs/data-model.md).
import { PERSON_NAME_MAX } from '../constants';
import { z } from 'zod';
import {
  FRENCH_POSTAL_CODE,
  METROPOLITAN_ONLY_MESSAGE,
  POSTAL_CODE_FORMAT_MESSAGE,
  isMetropolitanPostalCode,
} from '../postal-code';
import {
  DatabaseKeySchema,
  EmailSchema,
  IsoDateSchema,
  PhoneSchema,
  boundedString,
  optionalText,
} from './common';

export const MAX_ADDRESSES = 10;

/**
 * A French address: any French postal code (overseas included). This is what a billing address
 * may be — the buyer may live anywhere in France — and how stored orders and users are read.
 * Delivery is narrower: see ShippingAddressSchema.
 */
export const AddressSchema = z.strictObject({
  label: optionalText(60).optional(),
  first_name: boundedString(1, PERSON_NAME_MAX),
  last_name: boundedString(1, PERSON_NAME_MAX),
  company: optionalText(120).optional(),
  line1: boundedString(1, 200),
  line2: optionalText(200).optional(),
  postal_code: z.string().trim().regex(FRENCH_POSTAL_CODE, { error: POSTAL_CODE_FORMAT_MESSAGE }),
  city: boundedString(1, 100),
  country: z.literal('France').default('France'),
  phone: PhoneSchema.optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A postal code the shop delivers to: metropolitan France, Corsica included (01000–95999). */
export const MetropolitanPostalCodeSchema = z
  .string()
  .trim()
  .regex(FRENCH_POSTAL_CODE, { error: POSTAL_CODE_FORMAT_MESSAGE, abort: true })
  .refine(isMetropolitanPostalCode, { error: METROPOLITAN_ONLY_MESSAGE });

/**
 * Delivery (free, no minimum) in metropolitan France only: every shipping address of an order
 * and every address of the address book (they are delivery addresses).
 */
export const ShippingAddressSchema = AddressSchema.extend({
  postal_code: MetropolitanPostalCodeSchema,
});

/** Free-text role (no fixed list of values); '' at sign-up. */
export const RoleSchema = optionalText(40);

const profileFields = {
  first_name: optionalText(PERSON_NAME_MAX),
  last_name: optionalText(PERSON_NAME_MAX),
  phone: PhoneSchema,
  addresses: z.array(ShippingAddressSchema).max(MAX_ADDRESSES),
  /** « Mon garage » : the scooters the customer owns (scooter product id → true). */
  garage: z.record(DatabaseKeySchema, z.literal(true)).optional(),
};

export const UserSchema = z.object({
  user_id: DatabaseKeySchema,
  email: z.union([EmailSchema, z.literal('')]),
  ...profileFields,
  // RTDB drops empty arrays, so a missing list reads as []. Read leniently (any French code):
  // an address saved before delivery was restricted must not make the whole profile unreadable.
  addresses: z.array(AddressSchema).max(MAX_ADDRESSES).default([]),
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
