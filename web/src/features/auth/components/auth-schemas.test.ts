import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';
import { SignupFormSchema } from './auth-schemas';

const valid = {
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@example.fr',
  password: 'motdepasse-solide-42',
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
