// The one way to declare a callable: access check, request validation with the shared zod
// contract, response check in dev/tests, and error mapping. Handlers receive parsed, typed
// data and never see a request that failed validation; only HttpsErrors leave a function.
import './global-options.js';
import { onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import type { SecretParam } from 'firebase-functions/params';
import type { z } from 'zod';
import { REGION } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import {
  parseRequest,
  type CallableAccess,
  type CallableContract,
} from '@fohzshop/shared/contracts/define';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import { APP_CHECK_ENFORCED } from './app-check.js';
import { fail, isHttpsError } from './errors.js';
import { callerStanding, type Standing } from './standing.js';

export type Access = CallableAccess;
export type Contract = CallableContract;
export type AuthData = NonNullable<CallableRequest['auth']>;

export interface CallContext<A extends Access = Access> {
  /** Signed-in caller; always present unless the contract is public. */
  readonly auth: A extends 'public' ? AuthData | undefined : AuthData;
  readonly rawRequest: CallableRequest['rawRequest'];
}

export type Handler<C extends Contract> = (
  data: z.output<C['request']>,
  context: CallContext<C['access']>,
) => Promise<z.output<C['response']>>;

export interface CallableExtras {
  /** Secrets the handler reads (defineSecret): Cloud Functions mounts only the declared ones. */
  readonly secrets?: readonly SecretParam[];
  /** French message for unexpected failures, e.g. the product save toast 'Erreur lors de la sauvegarde du produit.' */
  readonly failureMessage?: string;
  /**
   * deleteMyAccount only: a deletion interrupted after its tombstone (deleted_accounts/{uid}) was
   * written must stay retryable, so this contract alone is not refused for it.
   */
  readonly finishesDeletion?: boolean;
}

/** Responses are checked against the contract in the emulator and in tests, not in production. */
const validatesResponses = (): boolean =>
  process.env.FUNCTIONS_EMULATOR === 'true' ||
  process.env.NODE_ENV === 'test' ||
  process.env.VITEST === 'true';

/** Reads the caller's record (core/standing.ts); replaceable in the wrapper's unit tests. */
export type StandingCheck = (uid: string, access: 'user' | 'admin') => Promise<Standing>;

async function checkAccess(
  access: Access,
  request: CallableRequest<unknown>,
  standing: StandingCheck,
  finishesDeletion: boolean,
): Promise<void> {
  // Also checked here, at call time and in French: the SDK's own check answers in English.
  if (APP_CHECK_ENFORCED.value() && !request.app?.appId)
    throw fail('unauthenticated', MESSAGES.appCheckRequired);
  const { auth } = request;
  if (access === 'public') return;
  if (!auth) throw fail('unauthenticated', MESSAGES.unauthenticated);
  if (access === 'admin' && auth.token.admin !== true)
    throw fail('permission-denied', MESSAGES.permissionDenied);
  // The token may predate a revocation or the account's deletion: the database decides too.
  const answer = await standing(auth.uid, access);
  if (answer === 'deleted' && !finishesDeletion)
    throw fail('unauthenticated', ACCOUNT_MESSAGES.accountDeleted);
  if (answer === 'not-admin') throw fail('permission-denied', MESSAGES.permissionDenied);
}

function validRequest<C extends Contract>(contract: C, data: unknown): z.output<C['request']> {
  const parsed = parseRequest(contract, data);
  if (parsed.ok) return parsed.data;
  logger.debug('invalid callable input', { callable: contract.name, message: parsed.message });
  throw fail('invalid-argument', parsed.message);
}

/** The request pipeline, exported for unit tests (no emulator needed). */
export async function handleCall<C extends Contract>(
  contract: C,
  handler: Handler<C>,
  request: CallableRequest<unknown>,
  extras: CallableExtras = {},
  standing: StandingCheck = callerStanding,
): Promise<z.output<C['response']>> {
  try {
    await checkAccess(contract.access, request, standing, extras.finishesDeletion === true);
    const data = validRequest(contract, request.data);
    const context = { auth: request.auth, rawRequest: request.rawRequest } as CallContext<
      C['access']
    >;
    const result = await handler(data, context);
    if (validatesResponses()) {
      const checked = contract.response.safeParse(result);
      if (!checked.success)
        throw new Error(
          `response of ${contract.name} breaks its contract: ${checked.error.message}`,
        );
    }
    return result;
  } catch (error) {
    if (isHttpsError(error)) throw error;
    // The database connection dropped while a transaction was in flight: the SDK aborts it
    // (its outcome unknown) and reconnects by itself. Worth a retry, not an internal error. The
    // SDK gives no code, only this message: test/database-disconnect.test.ts pins it.
    if (error instanceof Error && error.message === 'disconnect')
      throw fail('unavailable', MESSAGES.unavailable);
    // Log the details server-side only; the caller gets a generic French message.
    logger.error('callable failed', {
      callable: contract.name,
      uid: request.auth?.uid ?? null,
      error:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : String(error),
    });
    throw fail('internal', extras.failureMessage ?? MESSAGES.internal);
  }
}

/** A v2 callable in europe-west1 for a shared contract. */
export function callable<C extends Contract>(
  contract: C,
  handler: Handler<C>,
  extras: CallableExtras = {},
): CallableFunction<unknown, Promise<z.output<C['response']>>> {
  const secrets = extras.secrets ? [...extras.secrets] : undefined;
  // App Check is enforced in handleCall (checkAccess), at call time and with a French message.
  return onCall({ region: REGION, ...(secrets && { secrets }) }, (request) =>
    handleCall(contract, handler, request, extras),
  );
}
