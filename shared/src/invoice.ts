// Invoices and credit notes: document numbers, what an order stores about them, and the VAT
// arithmetic in integer cents. Shop prices are TTC with 20 % VAT; an invoice shows HT, the VAT
// per rate and TTC, the VAT being computed once on the total so that HT + VAT = TTC exactly.
import { z } from 'zod';
import { SellerIdentitySchema } from './invoice-seller';
import { toCents } from './money';
import { DatabaseKeySchema, EurosSchema, IsoDateSchema } from './schemas/common';
import { AddressSchema } from './schemas/user';

/** Standard French VAT rate; scooters, parts and accessories all use it. */
export const VAT_RATE_PERCENT = 20;

export const INVOICE_PREFIX = 'FA';
export const CREDIT_NOTE_PREFIX = 'AV';
export const INVOICE_NUMBER_PATTERN = /^FA-\d{4}-\d{6}$/;
export const CREDIT_NOTE_NUMBER_PATTERN = /^AV-\d{4}-\d{6}$/;

/** FA-2026-000001 / AV-2026-000001: prefix, year of issue, 6-digit sequence of that year. */
export function formatDocumentNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Numéro de séquence invalide : ${sequence}`);
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The parties as they were when the invoice was issued: an issued invoice never changes, so its
 * PDF (and its credit notes') print these, not today's settings/shop or the order's addresses
 * after an edit or the account's deletion (anonymiseOrder keeps this). Written once.
 */
export const InvoicePartiesSchema = z.object({
  seller: SellerIdentitySchema,
  seller_email: z.string().max(200),
  seller_phone: z.string().max(40),
  buyer_email: z.string().max(200),
  shipping_address: AddressSchema,
  billing_address: AddressSchema.optional(),
});
export type InvoiceParties = z.infer<typeof InvoicePartiesSchema>;

/** orders/{id}/invoice: set once, when the order is first paid. */
export const InvoiceRefSchema = z.object({
  number: z.string().regex(INVOICE_NUMBER_PATTERN),
  issued_at: IsoDateSchema,
  /** Absent on invoices issued before parties were frozen, or while the seller was unset. */
  parties: InvoicePartiesSchema.optional(),
});
export type InvoiceRef = z.infer<typeof InvoiceRefSchema>;

/** orders/{id}/credit_notes/{key}: one per recorded refund, referencing the invoice. */
export const CreditNoteRefSchema = z.object({
  number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN),
  issued_at: IsoDateSchema,
  /** Refunded amount, euros TTC. */
  amount: EurosSchema,
  invoice_number: z.string().regex(INVOICE_NUMBER_PATTERN),
});
export type CreditNoteRef = z.infer<typeof CreditNoteRefSchema>;
export const CreditNotesSchema = z.record(DatabaseKeySchema, CreditNoteRefSchema);

export type VatBreakdown = { ttcCents: number; vatCents: number; htCents: number };

/** Splits a TTC amount into HT and VAT (VAT rounded to the cent, HT = TTC − VAT). */
export function vatBreakdown(ttcCents: number, ratePercent = VAT_RATE_PERCENT): VatBreakdown {
  if (!Number.isSafeInteger(ttcCents)) throw new RangeError(`Centimes invalides : ${ttcCents}`);
  const vatCents = Math.round((ttcCents * ratePercent) / (100 + ratePercent));
  return { ttcCents, vatCents, htCents: ttcCents - vatCents };
}

/** HT price of a TTC amount, rounded to the cent (unit prices on a line). */
export const htOfTtcCents = (ttcCents: number, ratePercent = VAT_RATE_PERCENT): number =>
  Math.round((ttcCents * 100) / (100 + ratePercent));

type ItemLike = { name: string; unit_price: number; quantity: number; eco_fee?: number };
type TotalsLike = {
  items: number;
  shipping: number;
  discount?: number;
  total: number;
  eco_fee?: number;
};

export type DocumentLine = {
  name: string;
  quantity: number;
  unitHtCents: number;
  unitTtcCents: number;
  lineTtcCents: number;
  /** Éco-participation included in unitTtcCents (0 when none). */
  ecoFeeUnitCents: number;
};

export type DocumentTotals = VatBreakdown & {
  itemsCents: number;
  shippingCents: number;
  discountCents: number;
  /** Part of the total that is éco-participation (« dont éco-participation »). */
  ecoFeeCents: number;
};

export function documentLines(items: readonly ItemLike[]): DocumentLine[] {
  return items.map((item) => {
    const unitTtcCents = toCents(item.unit_price);
    return {
      name: item.name,
      quantity: item.quantity,
      unitTtcCents,
      unitHtCents: htOfTtcCents(unitTtcCents),
      lineTtcCents: unitTtcCents * item.quantity,
      ecoFeeUnitCents: toCents(item.eco_fee ?? 0),
    };
  });
}

/** The invoice's totals: what the order says was due, split by the single VAT rate. */
export function invoiceTotals(totals: TotalsLike): DocumentTotals {
  return {
    ...vatBreakdown(toCents(totals.total)),
    itemsCents: toCents(totals.items),
    shippingCents: toCents(totals.shipping),
    discountCents: toCents(totals.discount ?? 0),
    ecoFeeCents: toCents(totals.eco_fee ?? 0),
  };
}

// Zod-free, for the storefront too; re-exported for the documents.
export { ECO_FEE_LABEL, ecoFeeText } from './catalog/product-safety';

type PaymentLike = { status?: unknown; refunded_amount?: unknown };

/** Statuses in which an order has been paid at some point (and therefore has an invoice). */
export const INVOICED_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

export const isInvoiced = (payment: PaymentLike | undefined): boolean =>
  (INVOICED_PAYMENT_STATUSES as readonly unknown[]).includes(payment?.status);

/**
 * Refunded so far, in cents: the recorded refunded amount, or the whole total once the
 * payment is « Remboursé » without an amount.
 */
export function refundedCents(payment: PaymentLike | undefined, totalEuros: number): number {
  const recorded =
    typeof payment?.refunded_amount === 'number' ? toCents(payment.refunded_amount) : 0;
  return payment?.status === 'refunded' ? Math.max(recorded, toCents(totalEuros)) : recorded;
}
