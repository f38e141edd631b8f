// Error helpers: every error that leaves a callable is an HttpsError with a stable code and a
// French message the SPA shows as is, because its details carry the customer-message marker
// (shared/src/customer-error.ts); errors without it are shown as their code's generic text.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import { customerDetails } from '@fohzshop/shared/customer-error';
import { ERROR_MESSAGES, type ErrorCode } from '@fohzshop/shared/messages';

/**
 * HttpsError with the shared French default message for its code, or a specific one, marked as
 * meant for the customer (`details.customer_message: true`, next to any details given).
 */
export function fail(
  code: ErrorCode & FunctionsErrorCode,
  message?: string,
  details?: Readonly<Record<string, unknown>>,
): HttpsError {
  return new HttpsError(code, message ?? ERROR_MESSAGES[code], customerDetails(details));
}

export const isHttpsError = (error: unknown): error is HttpsError => error instanceof HttpsError;
