// Invoices and credit notes of an order. An order gets its invoice number when it is first
// paid (ensureInvoice, called after the payment's commit), and a credit note for every refund
// recorded on it (issueCreditNote). Both are idempotent: calling again returns what exists.
import {
  CreditNoteRefSchema,
  InvoiceRefSchema,
  isInvoiced,
  type CreditNoteRef,
  type InvoiceRef,
} from '@fohzshop/shared/invoice';
import { fromCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { pathOf } from '../core/db.js';
import { readOrder } from '../core/records.js';
import { CREDIT_NOTES, INVOICES, issueNumbered } from './document-number.js';
import { freezeInvoiceParties } from './invoice-parties.js';

/** The order's invoice, numbered now if the order is paid and has none yet; null if unpaid. */
export async function ensureInvoice(order: Order, now: Date): Promise<InvoiceRef | null> {
  if (order.invoice) return order.invoice;
  if (!isInvoiced(order.payment)) return null;
  const orderId = order.order_id;
  const stored = await issueNumbered(
    INVOICES,
    orderId,
    pathOf('orders', orderId, 'invoice'),
    (number) => ({ number, issued_at: now.toISOString() }),
    now,
  );
  // The invoice is immutable from now on: its seller and buyer as they are at issue.
  await freezeInvoiceParties(orderId, order);
  return InvoiceRefSchema.parse(stored);
}

/** Same as ensureInvoice, from the stored order (downloadInvoice, credit notes). */
export async function ensureInvoiceOf(orderId: string, now: Date): Promise<InvoiceRef | null> {
  const order = await readOrder(orderId);
  return order === null ? null : ensureInvoice(order, now);
}

/**
 * Issues the credit note (facture d'avoir, AV- number) of one refund of a paid order and stores
 * it at orders/{id}/credit_notes/{refundKey}. Call it AFTER the refund's own commit (it runs
 * its own transactions, never inside another one); calling it again for the same refundKey —
 * a retry, a replay — returns the credit note already issued and takes no number.
 * refundKey: the refund's id (payment.refunds key); amountCents: that refund, TTC, > 0.
 */
export async function issueCreditNote(
  order: Order,
  amountCents: number,
  now: Date,
  refundKey: string,
): Promise<CreditNoteRef> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`montant d'avoir invalide : ${amountCents}`);
  const orderId = order.order_id;
  const invoice = (await ensureInvoice(order, now)) ?? (await ensureInvoiceOf(orderId, now));
  if (!invoice) throw new Error(`credit note for order ${orderId}, which was never paid`);
  const stored = await issueNumbered(
    CREDIT_NOTES,
    `${orderId}__${refundKey}`,
    pathOf('orders', orderId, 'credit_notes', refundKey),
    (number) => ({
      number,
      issued_at: now.toISOString(),
      amount: fromCents(amountCents),
      invoice_number: invoice.number,
    }),
    now,
  );
  return CreditNoteRefSchema.parse(stored);
}
