// Outside the Functions emulator the sandbox does not exist: the action is refused with a French
// error before anything is read (the emulator-backed suite covers the flow itself).
import { describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import { SANDBOX_ACTION_MESSAGES, sandboxPaymentAction } from '../src/payments/sandbox-action.js';
import { fakeRequest } from './fake-request.js';

vi.mock('firebase-functions/logger', () => ({
  debug: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warn: vi.fn(),
}));
vi.mock('../src/core/db.js', () => ({
  pathOf: (...keys: string[]) => keys.join('/'),
  ref: () => {
    throw new Error('the database must not be read');
  },
}));

describe('sandboxPaymentAction outside the emulator', () => {
  it('is refused with failed-precondition and a French message', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const request = fakeRequest({ session_id: 'sbx_abc', outcome: 'paid' }, { uid: 'alice' });
    const error = await sandboxPaymentAction.run(request).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: SANDBOX_ACTION_MESSAGES.disabled,
    });
    vi.unstubAllEnvs();
  });
});
