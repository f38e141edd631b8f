// A refund through the local sandbox: nothing to call, so the refund is kept where the sandbox
// keeps its own records, sandbox_refunds/{order id}/{idempotency key} (amount in cents, session,
// date). The transaction writes it once: a retried refund finds the same record.
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import type { RefundRequest, RefundResult } from './provider.js';
import { providerRefused, REFUND_MESSAGES } from './refund-messages.js';
import { sandboxEnabled } from './sandbox.js';

export const SANDBOX_REFUNDS = 'sandbox_refunds';
const NAME = 'Le bac à sable de paiement';

export async function sandboxRefund(request: RefundRequest): Promise<RefundResult> {
  if (!sandboxEnabled()) throw fail('failed-precondition', REFUND_MESSAGES.sandboxOnly);
  const { order_id, provider_ref, amount_cents, idempotency_key, now } = request;
  const refund_id = `sbx_${idempotency_key}`;
  const record = {
    refund_id,
    session_id: provider_ref ?? null,
    amount_cents,
    at: now.toISOString(),
  };
  const result = await ref(pathOf(SANDBOX_REFUNDS, order_id, idempotency_key)).transaction(
    (current: Row | null) => current ?? record,
  );
  const stored = result.snapshot.val() as Row | null;
  if (stored?.amount_cents !== amount_cents) throw providerRefused(NAME, 'idempotency_error');
  return { provider_refund_id: refund_id };
}
