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

  it('shows the French refusal of the sign-up check, only with the customer-message marker', () => {
    const refusal = (details: unknown) => ({
      code: 'auth/internal-error',
      message:
        'Firebase: ((HTTP request to http://127.0.0.1:5001/demo/europe-west1/limitSignUps returned ' +
        `HTTP error 429: ${JSON.stringify({
          error: {
            ...(details !== undefined && { details }),
            message: 'Trop de comptes ont été créés depuis votre connexion. Réessayez plus tard.',
            status: 'RESOURCE_EXHAUSTED',
          },
        })})) (auth/internal-error).`,
    });
    expect(authError(refusal({ customer_message: true })).message).toBe(
      'Trop de comptes ont été créés depuis votre connexion. Réessayez plus tard.',
    );
    // Without the marker (an unexpected failure of the function) the generic text is shown.
    expect(authError(refusal(undefined)).message).toBe(
      'Une erreur est survenue. Réessayez dans un instant.',
    );
    expect(authError({ code: 'auth/internal-error', message: 'Firebase: Error' }).message).toBe(
      'Une erreur est survenue. Réessayez dans un instant.',
    );
  });
});
