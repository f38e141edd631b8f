// The French message of a sign-up refused by the server's blocking function (functions/src/auth/
// sign-up-limits.ts). Auth reports it as `auth/internal-error` whose message carries the
// function's answer: « …BLOCKING_FUNCTION_ERROR_RESPONSE : ((HTTP request to <url> returned HTTP
// error 429: {"error":{"details":…,"message":"…","status":"RESOURCE_EXHAUSTED"}})) ». Like the
// callables' errors, its message is shown only when it carries the customer-message marker.
import { isCustomerMessage } from '@fohzshop/shared/customer-error';

const ANSWER = /returned HTTP error \d{3}: (\{[\s\S]*\})\)\)/;

export function blockingFunctionMessage(error: unknown): string | undefined {
  const text = (error as { message?: unknown } | null)?.message;
  if (typeof text !== 'string') return undefined;
  const answer = ANSWER.exec(text)?.[1];
  if (!answer) return undefined;
  try {
    const body = JSON.parse(answer) as { error?: { message?: unknown; details?: unknown } };
    const message = body.error?.message;
    return typeof message === 'string' && message && isCustomerMessage(body.error?.details)
      ? message
      : undefined;
  } catch {
    return undefined;
  }
}
