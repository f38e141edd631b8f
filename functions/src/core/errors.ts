// Error helpers: every error that leaves a callable is an HttpsError with a stable code and a
// French message the SPA shows as is.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import { ERROR_MESSAGES, type ErrorCode } from '@fohzshop/shared/messages';

/** HttpsError with the shared French default message for its code, or a specific one. */
export function fail(
  code: ErrorCode & FunctionsErrorCode,
  message?: string,
  details?: unknown,
): HttpsError {
  return new HttpsError(code, message ?? ERROR_MESSAGES[code], details);
}

export const isHttpsError = (error: unknown): error is HttpsError => error instanceof HttpsError;
