// Closes the provider side of an order that was just cancelled, expired or deleted: Stripe
// expires the Checkout Session, Alma cancels the payment (provider.close), so nobody can pay on
// the hosted page afterwards. Called after the closing commit: the order state machine has
// decided already (order-transition.ts), so a payment made in between finds the order closed
// and is sent back (late-payment.ts), whatever this call answers. Never throws: a provider that
// cannot be reached leaves its page to expire by itself (Stripe's session ends before the
// order's hold; Alma's payment is refused by the shop and sent back if paid).
import * as logger from 'firebase-functions/logger';
import { PaymentSchema } from '@fohzshop/shared/schemas/order';
import { isStoredObject } from '../core/stored-value.js';
import { providerOf } from './provider.js';

export type CloseOutcome = 'closed' | 'completed' | 'failed' | 'none';

/** `order`: the order as stored (its payment is read with the shared schema). */
export async function closeOrderPayment(orderId: string, order: unknown): Promise<CloseOutcome> {
  const payment = PaymentSchema.safeParse(isStoredObject(order) ? order.payment : undefined);
  if (!payment.success || !payment.data.provider || !payment.data.provider_ref) return 'none';
  const provider = providerOf(payment.data.provider);
  if (!provider.close) return 'none';
  try {
    const outcome = await provider.close(payment.data.provider_ref);
    // Paid just before it closed: the provider's event will find the order closed, and the
    // payment is sent back then.
    if (outcome === 'completed')
      logger.warn('closed order was paid at the provider', { order_id: orderId });
    return outcome;
  } catch (error) {
    logger.error('payment of a closed order not closed', {
      order_id: orderId,
      provider: payment.data.provider,
      error: String(error),
    });
    return 'failed';
  }
}
