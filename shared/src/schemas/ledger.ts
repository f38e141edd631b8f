// Grand livre: revenue and expense entries at ledger/{entry_id}, admins only
// (see docs/data-model.md).
import { z } from 'zod';
import {
  DatabaseKeySchema,
  EurosSchema,
  IsoDateSchema,
  IsoDaySchema,
  boundedString,
  optionalText,
} from './common';

export const LEDGER_KINDS = ['revenue', 'expense'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  revenue: 'Recette',
  expense: 'Dépense',
};

export const LEDGER_CATEGORIES = [
  'sales',
  'refunds',
  'purchases',
  'shipping',
  'marketing',
  'bank_fees',
  'salaries',
  'rent',
  'taxes',
  'other',
] as const;
export type LedgerCategory = (typeof LEDGER_CATEGORIES)[number];
export const LEDGER_CATEGORY_LABELS: Record<LedgerCategory, string> = {
  sales: 'Ventes',
  refunds: 'Remboursements',
  purchases: 'Achats de marchandises',
  shipping: 'Transport et livraison',
  marketing: 'Marketing',
  bank_fees: 'Frais bancaires',
  salaries: 'Salaires',
  rent: 'Loyer',
  taxes: 'Impôts et taxes',
  other: 'Autre',
};

/** French VAT rates, in percent. */
export const VAT_RATES = [0, 2.1, 5.5, 10, 20] as const;
export const VatRateSchema = z.union(VAT_RATES.map((rate) => z.literal(rate)));

const ledgerFields = {
  date: IsoDaySchema,
  kind: z.enum(LEDGER_KINDS),
  category: z.enum(LEDGER_CATEGORIES),
  label: boundedString(1, 200),
  /** Amount TTC in euros, always positive; `kind` gives the sign. */
  amount: EurosSchema.refine((amount) => amount > 0, {
    error: 'Le montant doit être supérieur à zéro.',
  }),
  vat_rate: VatRateSchema,
  /** Who was paid (expenses) or who paid (other revenue); free text. */
  supplier: optionalText(120).optional(),
  order_id: DatabaseKeySchema.optional(),
  /** Day the money actually moved through the bank account; absent: not settled yet. */
  paid_on: IsoDaySchema.optional(),
};

export const LedgerEntryInputSchema = z.strictObject(ledgerFields);
export type LedgerEntryInput = z.infer<typeof LedgerEntryInputSchema>;

/** Entries the shop writes itself: a payment received, a refund. Nobody may edit them by hand. */
export const LEDGER_AUTO_EVENTS = ['payment', 'refund'] as const;
export type LedgerAutoEvent = (typeof LEDGER_AUTO_EVENTS)[number];

/** One change made by hand to a stored entry: who, when, what (names of the changed fields). */
export const LedgerHistoryItemSchema = z.object({
  at: IsoDateSchema,
  by: DatabaseKeySchema,
  action: z.enum(['updated', 'reversed']),
  fields: z.array(z.string().max(40)).max(20).optional(),
});
export type LedgerHistoryItem = z.infer<typeof LedgerHistoryItemSchema>;

export const LedgerEntrySchema = z.object({
  entry_id: DatabaseKeySchema,
  ...ledgerFields,
  /** Set on automatic entries (their id is derived from the order and the event); absent on manual ones. */
  automatic: z.enum(LEDGER_AUTO_EVENTS).optional(),
  /** Automatic entries: the invoice (FA-…) or credit note (AV-…) number, the FEC's PieceRef. */
  piece_ref: boundedString(1, 40).optional(),
  /** Part of `amount` (TTC) that is shipping charged to the customer (account 7085). */
  shipping_amount: EurosSchema.optional(),
  /**
   * Payments of orders with a promotion code: the discount granted (TTC, not part of `amount`,
   * which is what was paid), booked on 709 « Rabais, remises et ristournes accordés » in the FEC.
   */
  discount_amount: EurosSchema.optional(),
  /** When paid_on was first recorded: orders the bank écriture in the FEC (docs/data-model.md). */
  settled_at: IsoDateSchema.optional(),
  /** On a reversal (contre-passation): the entry it cancels. */
  reverses: DatabaseKeySchema.optional(),
  /** On a cancelled entry: its reversal. */
  reversed_by: DatabaseKeySchema.optional(),
  history: z.array(LedgerHistoryItemSchema).optional(),
  created_by: DatabaseKeySchema,
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema.optional(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
