// A refund through Alma: `POST /v1/payments/{id}/refund` with the amount in cents and the
// refund's idempotency key as merchant_reference. Alma documents no idempotency header, so the
// payment is read back first: a refund already carrying that reference (an earlier attempt
// whose answer was lost) is the one returned, never a second one.
import * as logger from 'firebase-functions/logger';
import { isHttpsError } from '../../core/errors.js';
import { ALMA_API_KEY, almaApiUrl } from '../payment-params.js';
import type { RefundRequest, RefundResult } from '../provider.js';
import { providerRefused, providerUnreachable } from '../refund-messages.js';
import { AlmaError, almaClient, AlmaPaymentIdSchema, type AlmaPayment } from './alma-client.js';

const NAME = 'Alma';

const refundOf = (payment: AlmaPayment, reference: string) =>
  payment.refunds?.find((refund) => refund.merchant_reference === reference);

function accepted(request: RefundRequest, refund: { id: string; amount: number }): RefundResult {
  if (refund.amount !== request.amount_cents) {
    logger.error('alma refund amount differs', { order_id: request.order_id, refund });
    throw providerRefused(NAME, 'idempotency_error');
  }
  return { provider_refund_id: refund.id };
}

export async function almaRefund(request: RefundRequest): Promise<RefundResult> {
  const key = ALMA_API_KEY.value();
  if (!key) {
    logger.error('alma refund without ALMA_API_KEY');
    throw providerUnreachable(NAME);
  }
  const pid = AlmaPaymentIdSchema.safeParse(request.provider_ref);
  if (!pid.success) throw providerRefused(NAME, 'no_payment');
  const client = almaClient(almaApiUrl(), key);
  const reference = request.idempotency_key;
  try {
    const earlier = refundOf(await client.fetchPayment(pid.data), reference);
    if (earlier) return accepted(request, earlier);
    const payment = await client.refundPayment(pid.data, {
      amount: request.amount_cents,
      merchant_reference: reference,
      comment: `Remboursement de la commande ${request.number}`,
    });
    const made = refundOf(payment, reference);
    if (!made) {
      logger.error('alma refund missing from the answer', { order_id: request.order_id });
      throw providerRefused(NAME, 'unexpected');
    }
    return accepted(request, made);
  } catch (error) {
    if (isHttpsError(error)) throw error;
    const status = error instanceof AlmaError ? error.status : null;
    logger.error('alma refund failed', { order_id: request.order_id, error: String(error) });
    if (status !== null && status >= 400 && status < 500 && status !== 429)
      throw providerRefused(NAME, status === 404 ? 'not_found' : undefined);
    throw providerUnreachable(NAME);
  }
}
