// The marker that says an error's message was written for the customer. The server puts it in
// the `details` of every HttpsError it throws on purpose (fail() in functions/src/core/errors.ts,
// the callable wrapper's generic `internal` included); the web shows a callable error's own
// message only when it carries the marker, and the French message of its code otherwise (the
// SDK's own errors — network failures, framework refusals — are in English or bare codes).

import { fieldOf } from './stored-value';

/** The key of `details` that marks a message meant for the customer. */
export const CUSTOMER_MESSAGE_KEY = 'customer_message';

export type CustomerErrorDetails = Readonly<Record<string, unknown>> & {
  readonly [CUSTOMER_MESSAGE_KEY]: true;
};

/** `details` with the marker, keeping whatever details the caller passed. */
export function customerDetails(details?: Readonly<Record<string, unknown>>): CustomerErrorDetails {
  return { ...details, [CUSTOMER_MESSAGE_KEY]: true };
}

/** True only for details that carry the marker (never guessed from the message). */
export const isCustomerMessage = (details: unknown): boolean =>
  fieldOf(details, CUSTOMER_MESSAGE_KEY) === true;
