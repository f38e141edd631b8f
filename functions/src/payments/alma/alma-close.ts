// Cancels the Alma payment of an order that is cancelled, expired or deleted (`PUT
// /v1/payments/{id}/cancel`): nobody can pay on its page afterwards. Alma refuses to cancel a
// payment the customer already started paying; the payment is then read back to tell a paid one
// ('completed': the order's closing lost the race, see late-payment.ts) from one already closed.
import * as logger from 'firebase-functions/logger';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../../core/errors.js';
import { AlmaPaymentIdSchema, configuredAlmaClient } from './alma-client.js';
import { paymentEventOfAlma } from './alma-payment.js';

const unavailable = () => fail('unavailable', ORDER_MESSAGES.cancelUnavailable);

export async function almaClose(paymentId: string): Promise<'closed' | 'completed'> {
  const client = configuredAlmaClient();
  const id = AlmaPaymentIdSchema.safeParse(paymentId);
  if (!client || !id.success) throw unavailable();
  try {
    await client.cancelPayment(id.data);
    return 'closed';
  } catch (error) {
    let paid: boolean | null = null;
    try {
      const mapped = paymentEventOfAlma(await client.fetchPayment(id.data));
      paid = 'event' in mapped && mapped.event.outcome === 'paid';
    } catch {
      // Reported below with the first error.
    }
    if (paid === true) return 'completed';
    if (paid === false) return 'closed';
    logger.error('alma payment cancellation failed', { payment: id.data, error: String(error) });
    throw unavailable();
  }
}
