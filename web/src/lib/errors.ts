// An error whose message is French text meant for the customer (shown as is in a toast).
export class UserFacingError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'UserFacingError';
    this.code = code;
  }
}

/** The French text to show for an error: its own if user-facing, else the fallback. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof UserFacingError ? error.message : fallback;
}
