// A refund through Alma: `POST /v1/payments/{id}/refund` with the amount in cents and the
// request's idempotency key as merchant_reference. Alma has no idempotency header, so the guard
// is twofold: the refund lock in the database (admin-orders/refund-lock.ts) lets one call at a
// time reach Alma for an order, and the payment is read back first: a refund already carrying
// that reference (an earlier attempt whose answer was lost) is the one returned, never a second.
import * as logger from 'firebase-functions/logger';
import { isHttpsError } from '../../core/errors.js';
import type { RefundRequest, RefundResult } from '../provider.js';
import { providerRefused, providerUnreachable } from '../refund-messages.js';
import {
  AlmaError,
  AlmaPaymentIdSchema,
  configuredAlmaClient,
  type AlmaClient,
  type AlmaPayment,
} from './alma-client.js';

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

function mapError(error: unknown, request: RefundRequest): never {
  if (isHttpsError(error)) throw error;
  const status = error instanceof AlmaError ? error.status : null;
  logger.error('alma refund failed', { order_id: request.order_id, error: String(error) });
  if (status !== null && status >= 400 && status < 500 && status !== 429)
    throw providerRefused(NAME, status === 404 ? 'not_found' : undefined);
  throw providerUnreachable(NAME);
}

function target(request: RefundRequest): { client: AlmaClient; pid: string } {
  const client = configuredAlmaClient();
  if (!client) {
    logger.error('alma refund without ALMA_API_KEY or with a refused ALMA_API_URL');
    throw providerUnreachable(NAME);
  }
  const pid = AlmaPaymentIdSchema.safeParse(request.provider_ref);
  if (!pid.success) throw providerRefused(NAME, 'no_payment');
  return { client, pid: pid.data };
}

/** The refund Alma made under this request's reference, if any. */
export async function findAlmaRefund(request: RefundRequest): Promise<RefundResult | null> {
  const { client, pid } = target(request);
  try {
    const earlier = refundOf(await client.fetchPayment(pid), request.idempotency_key);
    return earlier ? accepted(request, earlier) : null;
  } catch (error) {
    mapError(error, request);
  }
}

export async function almaRefund(request: RefundRequest): Promise<RefundResult> {
  const { client, pid } = target(request);
  const reference = request.idempotency_key;
  const earlier = await findAlmaRefund(request);
  if (earlier) return earlier;
  try {
    const payment = await client.refundPayment(pid, {
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
    mapError(error, request);
  }
}
