// Closes the Checkout Session of an order the customer cancels (cancelMyOrder): once Stripe has
// expired it, nobody can pay on it, so the cancelled order can never be paid afterwards. Only an
// open session can be expired; otherwise it is read back to tell a paid one from a closed one.
import * as logger from 'firebase-functions/logger';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../../core/errors.js';
import { stripeClient } from './stripe-client.js';

const unavailable = () => fail('unavailable', ORDER_MESSAGES.cancelUnavailable);

export async function stripeClose(sessionId: string): Promise<'closed' | 'completed'> {
  const client = stripeClient();
  if (!client) throw unavailable();
  try {
    await client.checkout.sessions.expire(sessionId);
    return 'closed';
  } catch (error) {
    let status: string | null = null;
    try {
      status = (await client.checkout.sessions.retrieve(sessionId)).status;
    } catch {
      // Reported below with the first error.
    }
    if (status === 'expired') return 'closed';
    if (status === 'complete') return 'completed';
    logger.error('stripe session expiry failed', { session: sessionId, error: String(error) });
    throw unavailable();
  }
}
