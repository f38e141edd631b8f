import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '@fohzshop/shared/password-rule';
import { authError } from './auth-api';

describe('authError', () => {
  it('states the real password rule when Auth refuses a password, whichever check refused it', () => {
    for (const code of ['auth/weak-password', 'auth/password-does-not-meet-requirements']) {
      const error = authError({ code, message: 'Firebase: Error' });
      expect(error.message).toContain(PASSWORD_HINT);
      expect(error.message).not.toContain('6 caractères');
    }
  });
  it('keeps a French fallback for codes it does not know', () => {
    expect(authError({ code: 'auth/quota-exceeded' }).message).toBe(
      'Une erreur est survenue. Réessayez dans un instant.',
    );
  });
});
