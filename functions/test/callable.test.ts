import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpsError } from 'firebase-functions/https';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import {
  handleCall,
  type Access,
  type Contract,
  type StandingCheck,
} from '../src/core/callable.js';
import { fail } from '../src/core/errors.js';
import { fakeRequest } from './fake-request.js';

vi.mock('firebase-functions/logger', () => ({
  debug: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warn: vi.fn(),
}));

const probe = (access: Access) =>
  ({
    name: 'probe',
    access,
    request: z.strictObject({ n: z.number().int().min(0) }),
    response: z.strictObject({ doubled: z.number() }),
  }) satisfies Contract;

const double = async (data: { n: number }) => ({ doubled: data.n * 2 });

async function errorOf(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('callable wrapper: access', () => {
  it('lets anybody call a public contract', async () => {
    await expect(handleCall(probe('public'), double, fakeRequest({ n: 2 }))).resolves.toEqual({
      doubled: 4,
    });
  });

  it('refuses a visitor on a user contract with unauthenticated', async () => {
    const error = await errorOf(handleCall(probe('user'), double, fakeRequest({ n: 1 })));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(MESSAGES.unauthenticated);
  });

  it('refuses a signed-in non-admin on an admin contract with permission-denied', async () => {
    const error = await errorOf(
      handleCall(probe('admin'), double, fakeRequest({ n: 1 }, { uid: 'u1' })),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(MESSAGES.permissionDenied);
  });

  it('checks access before validating input (no schema hints to strangers)', async () => {
    const error = await errorOf(handleCall(probe('admin'), double, fakeRequest({ n: 'x' })));
    expect(error.code).toBe('unauthenticated');
  });

  it('accepts an admin whose record says admin too', async () => {
    const asked: string[] = [];
    const standing: StandingCheck = async (uid, access) => {
      asked.push(`${uid}:${access}`);
      return 'ok';
    };
    const result = await handleCall(
      probe('admin'),
      double,
      fakeRequest({ n: 3 }, { uid: 'a1', admin: true }),
      {},
      standing,
    );
    expect(result).toEqual({ doubled: 6 });
    expect(asked).toEqual(['a1:admin']);
  });

  // The database's answer (core/standing.ts) is tried against the emulators in
  // tests/functions/rights.test.ts; here, only what the wrapper does with it.
  it('refuses a claim the user record no longer backs (admin revoked) with permission-denied', async () => {
    const handler = vi.fn(double);
    const error = await errorOf(
      handleCall(
        probe('admin'),
        handler,
        fakeRequest({ n: 3 }, { uid: 'a1', admin: true }),
        {},
        async () => 'not-admin',
      ),
    );
    expect(error.code).toBe('permission-denied');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses the token of a deleted account on a user contract, in French', async () => {
    const handler = vi.fn(double);
    const error = await errorOf(
      handleCall(
        probe('user'),
        handler,
        fakeRequest({ n: 3 }, { uid: 'u1' }),
        {},
        async () => 'deleted',
      ),
    );
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(handler).not.toHaveBeenCalled();
  });

  it('asks nothing of the database for a public contract', async () => {
    const standing = vi.fn<StandingCheck>(async () => 'deleted');
    await handleCall(probe('public'), double, fakeRequest({ n: 1 }, { uid: 'u1' }), {}, standing);
    expect(standing).not.toHaveBeenCalled();
  });
});

describe('callable wrapper: validation and errors', () => {
  it.each([
    ['wrong type', { n: 'x' }],
    ['missing field', {}],
    ['extra field', { n: 1, sneaky: true }],
    ['negative number', { n: -1 }],
    ['non-integer', { n: 1.5 }],
    ['no data at all', null],
  ])('maps %s to invalid-argument with a French message, handler not run', async (_label, data) => {
    const handler = vi.fn(double);
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest(data)));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/doit|obligatoire|champ|autorisé/i);
    expect(error.message).not.toMatch(/Invalid|Expected|Unrecognized/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes HttpsErrors through unchanged', async () => {
    const handler = async () => {
      throw new HttpsError('not-found', 'Produit introuvable.');
    };
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest({ n: 1 })));
    expect([error.code, error.message]).toEqual(['not-found', 'Produit introuvable.']);
  });

  it('hides unexpected errors behind internal and a generic French message', async () => {
    const handler = async () => {
      throw new Error('secret stack detail at /srv/db.ts:42');
    };
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest({ n: 1 })));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(MESSAGES.internal);
    expect(JSON.stringify(error.toJSON())).not.toContain('secret');
    // The generic text is meant for the customer too: the web shows it as is.
    expect(error.toJSON().details).toEqual({ customer_message: true });
  });

  it('marks every error thrown with fail() as meant for the customer, keeping its details', () => {
    expect(fail('not-found', 'Avoir introuvable pour cette commande.').toJSON()).toEqual({
      status: 'NOT_FOUND',
      message: 'Avoir introuvable pour cette commande.',
      details: { customer_message: true },
    });
    expect(fail('failed-precondition', undefined, { order_id: 'c-1' }).details).toEqual({
      order_id: 'c-1',
      customer_message: true,
    });
  });

  it('leaves an HttpsError not made by fail() unmarked (the web shows the text of its code)', async () => {
    const handler = async () => {
      throw new HttpsError('permission-denied', 'Permission denied by a library');
    };
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest({ n: 1 })));
    expect(error.details).toBeUndefined();
  });

  it('refuses a call without App Check when APP_CHECK_ENFORCED is true, in French', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'true');
    try {
      const error = await errorOf(handleCall(probe('public'), double, fakeRequest({ n: 1 })));
      expect([error.code, error.message]).toEqual(['unauthenticated', MESSAGES.appCheckRequired]);
      const verified = { ...fakeRequest({ n: 2 }), app: { appId: 'web', token: {} } };
      expect(await handleCall(probe('public'), double, verified as never)).toEqual({ doubled: 4 });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('answers unavailable when the database dropped a transaction in flight', async () => {
    const handler = async () => {
      throw new Error('disconnect');
    };
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest({ n: 1 })));
    expect([error.code, error.message]).toEqual(['unavailable', MESSAGES.unavailable]);
  });

  it('uses the contract-specific failure message when given', async () => {
    const handler = async () => {
      throw new TypeError('boom');
    };
    const extras = { failureMessage: MESSAGES.productSaveFailed };
    const error = await errorOf(
      handleCall(probe('public'), handler, fakeRequest({ n: 1 }), extras),
    );
    expect(error.message).toBe(MESSAGES.productSaveFailed);
  });

  it('rejects a response that breaks the contract (dev and tests)', async () => {
    const handler = async () => ({ doubled: 'two' }) as unknown as { doubled: number };
    const error = await errorOf(handleCall(probe('public'), handler, fakeRequest({ n: 1 })));
    expect(error.code).toBe('internal');
  });
});
