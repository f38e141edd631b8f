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
import { pathOf, ref, type Row } from '../core/db.js';
import { CREDIT_NOTES, INVOICES, issueNumbered } from './document-number.js';
import { freezeInvoiceParties } from './invoice-parties.js';

type OrderLike = Row & { order_id?: unknown; payment?: unknown; invoice?: unknown };

const orderIdOf = (order: OrderLike): string => {
  if (typeof order.order_id !== 'string') throw new Error('order without order_id');
  return order.order_id;
};

/** The order's invoice, numbered now if the order is paid and has none yet; null if unpaid. */
export async function ensureInvoice(order: OrderLike, now: Date): Promise<InvoiceRef | null> {
  const existing = InvoiceRefSchema.safeParse(order.invoice);
  if (existing.success) return existing.data;
  if (!isInvoiced(order.payment as Row | undefined)) return null;
  const orderId = orderIdOf(order);
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
  const order = (await ref(pathOf('orders', orderId)).once('value')).val() as OrderLike | null;
  return order === null ? null : ensureInvoice({ ...order, order_id: orderId }, now);
}

/**
 * Issues the credit note (facture d'avoir, AV- number) of one refund of a paid order and stores
 * it at orders/{id}/credit_notes/{refundKey}. Call it AFTER the refund's own commit (it runs
 * its own transactions, never inside another one); calling it again for the same refundKey —
 * a retry, a replay — returns the credit note already issued and takes no number.
 * refundKey: the refund's id (payment.refunds key); amountCents: that refund, TTC, > 0.
 */
export async function issueCreditNote(
  order: OrderLike,
  amountCents: number,
  now: Date,
  refundKey: string,
): Promise<CreditNoteRef> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`montant d'avoir invalide : ${amountCents}`);
  const orderId = orderIdOf(order);
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
