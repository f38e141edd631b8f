import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';
import { PasswordResetSchema, SignupFormSchema } from './auth-schemas';

const valid = {
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@example.fr',
  phone: '',
  password: 'Motdepasse-solide-42',
};

const messages = (input: Record<string, unknown>) => {
  const result = SignupFormSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SignupFormSchema name limits', () => {
  it('accepts names up to the limit the database rules accept, refuses one more', () => {
    const long = 'a'.repeat(PERSON_NAME_MAX);
    const ok = SignupFormSchema.safeParse({ ...valid, first_name: long, last_name: long });
    expect(ok.success).toBe(true);
    const tooLong = SignupFormSchema.safeParse({ ...valid, first_name: `${long}a` });
    expect(tooLong.success).toBe(false);
  });
});

describe('SignupFormSchema password strength', () => {
  it('lists every rule a weak password breaks, in French', () => {
    expect(messages({ password: 'abc' })).toEqual([
      'Le mot de passe doit contenir au moins 10 caractères.',
      'Le mot de passe doit contenir au moins une lettre majuscule sans accent (A à Z).',
      'Le mot de passe doit contenir au moins un chiffre.',
    ]);
    expect(messages({ password: 'MOTDEPASSE42' })).toEqual([
      'Le mot de passe doit contenir au moins une lettre minuscule sans accent (a à z).',
    ]);
  });
  it('accepts a long password mixing lower case, upper case and digits', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ password: 'Élan-Vers-2026' })).toEqual([]);
  });
  it('counts letters as Firebase Auth does: an accented capital is not enough', () => {
    expect(messages({ password: 'Élan-vers-2026' })).toEqual([
      'Le mot de passe doit contenir au moins une lettre majuscule sans accent (A à Z).',
    ]);
  });
});

describe('SignupFormSchema phone', () => {
  it('is optional, and checked when given', () => {
    expect(messages({ phone: '06 12 34 56 78' })).toEqual([]);
    expect(messages({ phone: '+33 6 12 34 56 78' })).toEqual([]);
    expect(messages({ phone: 'bureau' })).toEqual([
      'Numéro de téléphone invalide (chiffres, espaces, points ou tirets).',
    ]);
  });
});

describe('PasswordResetSchema', () => {
  it('needs a valid e-mail address', () => {
    expect(PasswordResetSchema.safeParse({ email: ' lea@example.fr ' }).success).toBe(true);
    const result = PasswordResetSchema.safeParse({ email: 'lea' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      "L'adresse e-mail n'est pas valide.",
    );
  });
});
