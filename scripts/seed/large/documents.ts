// Once every generated order exists: order numbers in creation order per year, the e-mails
// marked sent, invoices (FA-) in payment order, credit notes (AV-) in refund order, the yearly
// counters the functions continue from, and the grand livre's automatic entries — as the
// functions would have left them.
import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX, formatDocumentNumber } from '@fohzshop/shared/invoice';
import { SALES_VAT_RATE } from '@fohzshop/shared/ledger/entries';
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import { mailsDue } from '@fohzshop/shared/order-mails';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { formatOrderNumber, type Order } from '@fohzshop/shared/schemas/order';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import type { ShopSettings } from '@fohzshop/shared/schemas/settings';
import { actorUid, orderAdminOf } from './order-admin-parts';

const PARIS_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' });
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const parisYear = (iso: string): number => Number(PARIS_YEAR.format(new Date(iso)));
const parisDay = (iso: string): string => PARIS_DAY.format(new Date(iso));
const PAYMENT_EVENTS = new Set<string>([ORDER_EVENTS.paid, ORDER_EVENTS.transferReceived]);

export interface Counters {
  orders: Record<string, number>;
  invoices: Record<string, { last: number }>;
  credit_notes: Record<string, { last: number }>;
}

/** Hands out 1, 2, 3… per Paris year of the dates given, in the order they are asked for. */
function yearlySequence() {
  const last: Record<string, number> = {};
  return {
    next(iso: string): { year: number; sequence: number } {
      const year = parisYear(iso);
      last[year] = (last[year] ?? 0) + 1;
      return { year, sequence: last[year] };
    },
    last,
  };
}

/** Numbers the orders and issues their documents in place; returns the counters to store. */
export function issueDocuments(orders: Order[], bank: ShopSettings['bank']): Counters {
  const numbers = yearlySequence();
  for (const order of [...orders].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const { year, sequence } = numbers.next(order.created_at);
    order.number = formatOrderNumber(year, sequence);
    if (order.payment.method === 'bank_transfer')
      order.payment.transfer = { ...bank, reference: order.number };
    // History: its e-mails went out when it happened, so the e-mail trigger sends none of them
    // again when the seed is written (a thousand orders would queue thousands of e-mails).
    order.mails = Object.fromEntries(mailsDue(null, order).map((kind) => [kind, order.updated_at]));
  }
  const invoices = yearlySequence();
  const paid = orders.filter((o) => o.payment.paid_at !== undefined);
  for (const order of paid.sort((a, b) => a.payment.paid_at!.localeCompare(b.payment.paid_at!))) {
    const issued_at = order.payment.paid_at!;
    const { year, sequence } = invoices.next(issued_at);
    order.invoice = { number: formatDocumentNumber(INVOICE_PREFIX, year, sequence), issued_at };
  }
  const creditNotes = yearlySequence();
  const refunds = orders.flatMap((order) =>
    Object.entries(order.payment.refunds ?? {}).map(([key, refund]) => ({ order, key, refund })),
  );
  for (const { order, key, refund } of refunds.sort((a, b) =>
    a.refund.at.localeCompare(b.refund.at),
  )) {
    const { year, sequence } = creditNotes.next(refund.at);
    order.credit_notes = {
      ...order.credit_notes,
      [key]: {
        number: formatDocumentNumber(CREDIT_NOTE_PREFIX, year, sequence),
        issued_at: refund.at,
        amount: refund.amount,
        invoice_number: order.invoice!.number,
      },
    };
  }
  const lastOf = (last: Record<string, number>) =>
    Object.fromEntries(Object.entries(last).map(([year, n]) => [year, { last: n }]));
  return {
    orders: numbers.last,
    invoices: lastOf(invoices.last),
    credit_notes: lastOf(creditNotes.last),
  };
}

/** The entries functions/src/ledger/auto-entries.ts books for each payment and each refund. */
export function automaticLedgerEntries(orders: readonly Order[]): LedgerEntry[] {
  return orders.flatMap((order) => {
    const entries: LedgerEntry[] = [];
    const { paid_at, refunds } = order.payment;
    if (paid_at !== undefined && order.totals.total > 0) {
      // Booked by whoever recorded the payment: the provider's callback or the admin.
      const paidBy = order.history.findIndex(
        (h) => h.at === paid_at && PAYMENT_EVENTS.has(h.event),
      );
      entries.push({
        entry_id: `auto_${order.order_id}_payment`,
        date: parisDay(paid_at),
        kind: 'revenue',
        category: 'sales',
        label: LEDGER_MESSAGES.paymentLabel(order.number),
        amount: order.totals.total,
        vat_rate: SALES_VAT_RATE,
        order_id: order.order_id,
        ...(order.invoice ? { piece_ref: order.invoice.number } : {}),
        ...(order.totals.shipping > 0 ? { shipping_amount: order.totals.shipping } : {}),
        automatic: 'payment',
        created_by: paidBy < 0 ? 'system' : actorUid(order, paidBy),
        created_at: paid_at,
      });
    }
    for (const [key, refund] of Object.entries(refunds ?? {}))
      entries.push({
        entry_id: `auto_${order.order_id}_${key}`,
        date: parisDay(refund.at),
        kind: 'expense',
        category: 'refunds',
        label: LEDGER_MESSAGES.refundLabel(order.number),
        amount: refund.amount,
        vat_rate: SALES_VAT_RATE,
        order_id: order.order_id,
        ...(order.credit_notes?.[key] ? { piece_ref: order.credit_notes[key].number } : {}),
        automatic: 'refund',
        created_by: orderAdminOf(order).refunds?.[key] ?? 'system',
        created_at: refund.at,
      });
    return entries;
  });
}
