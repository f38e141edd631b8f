// Money that arrives for an order already closed (cancelled, expired, deleted): the closing
// commit won the race against the payment (order-transition.ts decides atomically), so the
// order stays closed and the payment goes back to the customer through the provider that took
// it, at once, for its whole amount. The refund's key is derived from the payment itself
// (`late-<session or payment id>`) and the provider is asked first whether it exists, so a
// provider sending the event again, or two deliveries at once, refund once. The incident
// (order_closed) shows what the shop did; the order's refund lock (admin-orders/refund-lock.ts)
// keeps two deliveries at once from both reaching Alma, which has no idempotency key; if the provider cannot be reached the webhook answers
// 500 and the provider's next delivery tries again.
import * as logger from 'firebase-functions/logger';
import { acquireLease, releaseLease } from '../admin-orders/refund-lock.js';
import { isHttpsError } from '../core/errors.js';
import { recordIncident, type IncidentDraft } from './payment-incidents.js';
import { providerOf, type PaymentEvent } from './provider.js';

export type LateRefund =
  { status: 'refunded'; refund_id?: string } | { status: 'refund_failed'; retry: boolean };

export async function refundLatePayment(
  event: PaymentEvent,
  order: { number: string; expected_cents: number },
): Promise<LateRefund> {
  const incident: IncidentDraft = {
    provider: event.provider,
    event_id: event.event_id,
    event_type: event.event_type,
    order_id: event.order_id,
    provider_ref: event.provider_ref,
    reason: 'order_closed',
    amount_cents: event.amount_cents,
    currency: event.currency,
    expected_cents: order.expected_cents,
  };
  // Alma has no idempotency key: two deliveries at once must not both send a refund.
  const lockKey = `late-${event.provider}`;
  if (!(await acquireLease(event.order_id, lockKey, 'system')))
    return { status: 'refund_failed', retry: true };
  try {
    const result = await providerOf(event.provider).refund({
      order_id: event.order_id,
      number: order.number,
      provider_ref: event.provider_ref,
      amount_cents: event.amount_cents,
      idempotency_key: `late-${event.provider_ref}`,
      sent_before: true,
      now: new Date(),
    });
    await recordIncident(incident, 'refunded', result.provider_refund_id);
    return {
      status: 'refunded',
      ...(result.provider_refund_id && { refund_id: result.provider_refund_id }),
    };
  } catch (error) {
    logger.error('late payment not refunded', { ...incident, error: String(error) });
    await recordIncident(incident, 'refund_pending');
    return { status: 'refund_failed', retry: !isHttpsError(error) || error.code === 'unavailable' };
  } finally {
    await releaseLease(event.order_id, lockKey);
  }
}
