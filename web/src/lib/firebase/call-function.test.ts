import { describe, expect, it, vi } from 'vitest';
import { callableErrorMessage } from './call-function';

// The message mapping is pure: no Firebase app (its config is required outside the emulators).
vi.mock('./functions', () => ({ loadFunctions: vi.fn() }));

const MARKED = { customer_message: true };

describe('callableErrorMessage', () => {
  it('keeps the text of an error the server marked as meant for the customer', () => {
    expect(
      callableErrorMessage({
        code: 'functions/failed-precondition',
        message: "Stock insuffisant pour l'un des produits de votre panier.",
        details: MARKED,
      }),
    ).toEqual({
      code: 'failed-precondition',
      message: "Stock insuffisant pour l'un des produits de votre panier.",
    });
  });

  it('keeps a marked message no guess would have taken for French', () => {
    // Starts with neither an accent nor a usual French first word: the old regex dropped it.
    expect(
      callableErrorMessage({
        code: 'functions/not-found',
        message: 'Avoir introuvable pour cette commande.',
        details: { ...MARKED, order_id: 'c-1' },
      }).message,
    ).toBe('Avoir introuvable pour cette commande.');
  });

  it('replaces an unmarked message, even French-looking, by the French message of its code', () => {
    expect(
      callableErrorMessage({
        code: 'functions/permission-denied',
        message: 'Vous êtes administrateur, voici les clés.',
      }).message,
    ).toBe('Accès réservé aux administrateurs.');
    expect(
      callableErrorMessage({
        code: 'functions/not-found',
        message: 'Avoir introuvable pour cette commande.',
        details: { customer_message: 'true' },
      }).message,
    ).toBe("L'élément demandé est introuvable.");
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
    expect(
      callableErrorMessage({ code: 'functions/unavailable', message: 'Failed to fetch' }).message,
    ).toBe('Service momentanément indisponible. Réessayez dans un instant.');
  });
});
