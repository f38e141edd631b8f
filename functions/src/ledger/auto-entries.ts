// Automatic grand livre entries: a revenue entry when an order's payment is received, an outflow
// (category « Remboursements ») for each refund. Their ids are derived from the order and the
// event, and they are created only if absent, so a replayed callback, a retried call or a repair
// after a crash can never book the same event twice. An RTDB transaction covers one node only,
// which is why they cannot share the order's transaction: they are written right after it
// commits, and a replayed payment event writes a missing one again (see apply-payment-event.ts).
// Each carries its document number (invoice FA-…, credit note AV-…) and its shipping part, which
// the FEC needs (docs/data-model.md, « FEC »); both document calls are idempotent, so asking
// here first and again in the order's follow-ups gives the same number.
import * as logger from 'firebase-functions/logger';
import { SALES_VAT_RATE } from '@fohzshop/shared/ledger/entries';
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import { refundShippingCents } from '@fohzshop/shared/ledger/shipping';
import { fromCents, toCents } from '@fohzshop/shared/money';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import type { Order, Refund } from '@fohzshop/shared/schemas/order';
import { createIfAbsent, pathOf } from '../core/db.js';
import { ensureInvoiceOf, issueCreditNote } from '../documents/issue-documents.js';

export const LEDGER = 'ledger';

export const paymentEntryId = (orderId: string): string => `auto_${orderId}_payment`;
export const refundEntryId = (orderId: string, refundId: string): string =>
  `auto_${orderId}_${refundId}`;

/** Calendar day in Paris (the shop's books follow French dates). */
export const parisDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));

const PAID = new Set(['paid', 'partially_refunded', 'refunded']);

/** The document number, or nothing if it cannot be issued now (the entry must not wait). */
async function documentNumber(
  issue: () => Promise<{ number: string } | null>,
  orderId: string,
): Promise<{ piece_ref?: string }> {
  try {
    const document = await issue();
    return document ? { piece_ref: document.number } : {};
  } catch (error) {
    logger.error('ledger entry without its document number', { orderId, error: String(error) });
    return {};
  }
}

const shippingOf = (cents: number) => (cents > 0 ? { shipping_amount: fromCents(cents) } : {});

/** The part of refund `refundId` that gives shipping back (refunds cover the goods first). */
function refundShipping(order: Order, refundId: string, cents: number, at: string): number {
  const refunds = Object.entries(order.payment.refunds ?? {});
  const earlier = ([id, r]: [string, Refund]) => r.at < at || (r.at === at && id < refundId);
  const previousCents = refunds
    .filter((refund) => refund[0] !== refundId && earlier(refund))
    .reduce((sum, [, r]) => sum + toCents(r.amount), 0);
  return refundShippingCents({
    totalCents: toCents(order.totals.total),
    shippingCents: toCents(order.totals.shipping),
    previousCents,
    refundCents: cents,
  });
}

/** Books the payment of an order once; nothing for an order that has not been paid. */
export async function recordPaymentRevenue(order: Order, by: string): Promise<void> {
  const { payment, totals } = order;
  const total = totals.total;
  if (!PAID.has(payment.status) || total <= 0) return;
  const at = payment.paid_at ?? new Date().toISOString();
  const orderId = order.order_id;
  const entry: LedgerEntry = {
    entry_id: paymentEntryId(orderId),
    date: parisDay(at),
    kind: 'revenue',
    category: 'sales',
    label: LEDGER_MESSAGES.paymentLabel(order.number),
    amount: total,
    vat_rate: SALES_VAT_RATE,
    order_id: orderId,
    ...(await documentNumber(() => ensureInvoiceOf(orderId, new Date()), orderId)),
    ...shippingOf(toCents(totals.shipping)),
    // A promotion code's discount: 709 in the FEC (amount stays what was paid).
    ...(toCents(totals.discount) > 0 && { discount_amount: totals.discount }),
    automatic: 'payment',
    created_by: by,
    created_at: at,
  };
  await createIfAbsent(pathOf(LEDGER, entry.entry_id), entry);
}

/** Books one refund of an order once (refund ids are unique within the order). */
export async function recordRefund(
  order: Order,
  refund: { id: string; cents: number; at: string; by: string },
): Promise<void> {
  const orderId = order.order_id;
  const entry: LedgerEntry = {
    entry_id: refundEntryId(orderId, refund.id),
    date: parisDay(refund.at),
    kind: 'expense',
    category: 'refunds',
    label: LEDGER_MESSAGES.refundLabel(order.number),
    amount: fromCents(refund.cents),
    vat_rate: SALES_VAT_RATE,
    order_id: orderId,
    ...(await documentNumber(
      () => issueCreditNote(order, refund.cents, new Date(refund.at), refund.id),
      orderId,
    )),
    ...shippingOf(refundShipping(order, refund.id, refund.cents, refund.at)),
    automatic: 'refund',
    created_by: refund.by,
    created_at: refund.at,
  };
  await createIfAbsent(pathOf(LEDGER, entry.entry_id), entry);
}
