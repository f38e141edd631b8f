import { describe, expect, it } from 'vitest';
import { adminSaveUser } from '@fohzshop/shared/contracts/users';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { User } from '@fohzshop/shared/schemas/user';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import {
  EMPTY_ADDRESS,
  UserFormSchema,
  removesOwnAdmin,
  toAdminUserInput,
  toUserFormValues,
} from './user-form';

const user: User = {
  user_id: 'u1',
  email: 'lucas@exemple.fr',
  first_name: 'Lucas',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  addresses: [
    {
      first_name: 'Lucas',
      last_name: 'Martin',
      line1: '8 avenue Jean Jaurès',
      postal_code: '13005',
      city: 'Marseille',
      country: 'France',
    },
  ],
  role: 'client',
  admin: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

const issues = (values: unknown) => {
  const result = UserFormSchema.safeParse(values, { error: frenchErrorMap });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('user form', () => {
  it('round-trips a user into a request the contract accepts, empty fields dropped', () => {
    const parsed = UserFormSchema.parse(toUserFormValues(user));
    const input = toAdminUserInput(parsed);
    expect(input.addresses[0]).not.toHaveProperty('company');
    expect(adminSaveUser.request.safeParse({ user_id: 'u1', user: input }).success).toBe(true);
  });

  it('rejects a bad e-mail with the fixed « Invalid email address » text', () => {
    expect(issues({ ...toUserFormValues(user), email: 'lucas@' })).toEqual({
      email: MESSAGES.invalidEmail,
    });
    expect(issues({ ...toUserFormValues(user), email: '' })).toEqual({});
  });

  it('explains a bad id, phone or postal code in French', () => {
    const e = issues({
      ...toUserFormValues(user),
      user_id: 'a/b',
      phone: 'abc',
      addresses: [
        {
          ...EMPTY_ADDRESS,
          first_name: 'A',
          last_name: 'B',
          line1: '1 rue',
          city: 'Lyon',
          postal_code: '690',
        },
      ],
    });
    expect(e.user_id).toMatch(/^[A-ZÉ]/);
    expect(e.phone).toBe('Numéro de téléphone invalide.');
    expect(e['addresses.0.postal_code']).toBe('Code postal invalide (5 chiffres).');
  });

  it('detects an admin removing their own admin flag', () => {
    expect(removesOwnAdmin('u1', user, { user_id: 'u1', admin: false })).toBe(true);
    expect(removesOwnAdmin('u1', user, { user_id: 'u1', admin: true })).toBe(false);
    expect(removesOwnAdmin('u2', user, { user_id: 'u1', admin: false })).toBe(false);
  });
});
