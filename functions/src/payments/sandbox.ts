// The local payment sandbox for card and instalments: a session at payment_sessions/{id}, a
// hosted test page in the web app (payment_url) and a signed callback (sandbox-callback.ts);
// refunds are recorded by sandbox-refund.ts.
// It exists only when the code runs in the Functions emulator: a deployed function never has
// FUNCTIONS_EMULATOR set, so no deploy parameter can turn the sandbox on in production.
import {
  ONLINE_PAYMENT_HOLD_MINUTES,
  sandboxPaymentUrl,
  type PaymentSession,
} from '@fohzshop/shared/payments';
import { pathOf, ref } from '../core/db.js';
import type { PaymentProvider } from './provider.js';
import { sandboxRefund } from './sandbox-refund.js';

export const PAYMENT_SESSIONS = 'payment_sessions';

/** Local default, used only on the emulator when PAYMENT_SANDBOX_SECRET is not set. */
const LOCAL_SANDBOX_SECRET = 'fohzshop-sandbox-local-only';

export const sandboxEnabled = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';

/** HMAC key of the callbacks; null outside the emulator (every callback is then refused). */
export function sandboxSecret(): string | null {
  if (!sandboxEnabled()) return null;
  return process.env.PAYMENT_SANDBOX_SECRET || LOCAL_SANDBOX_SECRET;
}

export const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  async prepare() {
    return async ({ order_id, number, user_id, method, instalments, totalCents, now }) => {
      const session_id = `sbx_${ref(PAYMENT_SESSIONS).push().key as string}`;
      const session: PaymentSession = {
        session_id,
        provider: 'sandbox',
        order_id,
        number,
        user_id,
        method: method === 'instalments' ? 'instalments' : 'card',
        ...(instalments !== undefined && { instalments }),
        amount_cents: totalCents,
        created_at: now.toISOString(),
      };
      return {
        provider: 'sandbox',
        payment_url: sandboxPaymentUrl(session_id),
        provider_ref: session_id,
        expires_at: new Date(now.getTime() + ONLINE_PAYMENT_HOLD_MINUTES * 60_000).toISOString(),
        writes: { [pathOf(PAYMENT_SESSIONS, session_id)]: session },
      };
    };
  },
  // Called lazily: sandbox-refund.ts reads sandboxEnabled from this module.
  refund: (request) => sandboxRefund(request),
};
