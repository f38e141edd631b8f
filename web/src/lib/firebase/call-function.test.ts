import { describe, expect, it, vi } from 'vitest';
import { callableErrorMessage } from './call-function';

// The message mapping is pure: no Firebase app (its config is required outside the emulators).
vi.mock('./functions', () => ({ loadFunctions: vi.fn() }));

describe('callableErrorMessage', () => {
  it('keeps the French text thrown by our functions', () => {
    expect(
      callableErrorMessage({
        code: 'functions/failed-precondition',
        message: "Stock insuffisant pour l'un des produits de votre panier.",
      }),
    ).toEqual({
      code: 'failed-precondition',
      message: "Stock insuffisant pour l'un des produits de votre panier.",
    });
  });

  it('replaces SDK texts (English or the bare code) by the French message of the code', () => {
    expect(callableErrorMessage({ code: 'functions/internal', message: 'internal' }).message).toBe(
      'Une erreur interne est survenue. Réessayez dans un instant.',
    );
    expect(
      callableErrorMessage({ code: 'functions/unauthenticated', message: 'Unauthenticated' })
        .message,
    ).toBe('Vous devez être connecté pour accéder à cette page.');
    expect(callableErrorMessage(new TypeError('Failed to fetch')).message).toBe(
      'Une erreur interne est survenue. Réessayez dans un instant.',
    );
  });
});
