import { describe, expect, it } from 'vitest';
import { AddressSchema } from '@fohzshop/shared/schemas/user';
import { AddressFormSchema, EMPTY_ADDRESS, ProfileFormSchema } from './account-schemas';
import { toAddress } from './address-list-ops';

const address = {
  ...EMPTY_ADDRESS,
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
};

const messages = (input: object) => {
  const result = AddressFormSchema.safeParse({ ...address, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('AddressFormSchema', () => {
  it('explains each missing or invalid field in French', () => {
    expect(messages({ ...EMPTY_ADDRESS })).toEqual({
      first_name: 'Saisissez le prénom du destinataire.',
      last_name: 'Saisissez le nom du destinataire.',
      line1: "Saisissez l'adresse.",
      postal_code: 'Le code postal doit comporter 5 chiffres.',
      city: 'Saisissez la ville.',
    });
    expect(messages({ postal_code: '7500A', phone: 'bureau', label: 'x'.repeat(61) })).toEqual({
      postal_code: 'Le code postal doit comporter 5 chiffres.',
      phone: 'Numéro de téléphone invalide (chiffres, espaces, points ou tirets).',
      label: 'Ce champ ne doit pas dépasser 60 caractères.',
    });
  });

  it('gives an address the shared schema (and so the rules) accepts, without empty extras', () => {
    const parsed = AddressFormSchema.parse({ ...address, line2: '  ', company: 'FōhzRide' });
    const stored = toAddress(parsed);
    expect(stored).toEqual({
      first_name: 'Léa',
      last_name: 'Martin',
      company: 'FōhzRide',
      line1: '12 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
      country: 'France',
    });
    expect(AddressSchema.safeParse(stored).success).toBe(true);
  });
});

describe('ProfileFormSchema', () => {
  it('requires the names, accepts an empty phone, refuses a malformed one', () => {
    expect(
      ProfileFormSchema.safeParse({ first_name: 'Léa', last_name: 'Martin', phone: '' }).success,
    ).toBe(true);
    const result = ProfileFormSchema.safeParse({ first_name: ' ', last_name: 'M', phone: '12' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Saisissez votre prénom.',
      'Numéro de téléphone invalide (chiffres, espaces, points ou tirets).',
    ]);
  });
});
