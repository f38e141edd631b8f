// Pure helpers over grand livre entries: VAT split, sign, chronological order. Every amount is
// handled in integer cents (money.ts); the stored amount is TTC and always positive, the kind
// gives the direction.
import { toCents, vatIncludedCents } from '../money';
import type { LedgerEntry } from '../schemas/ledger';

/** What the helpers read from an entry (a stored entry, or one loaded by the web app). */
export type LedgerLine = Pick<
  LedgerEntry,
  'entry_id' | 'date' | 'kind' | 'category' | 'label' | 'amount' | 'vat_rate' | 'created_at'
> &
  Partial<
    Pick<
      LedgerEntry,
      | 'supplier'
      | 'order_id'
      | 'automatic'
      | 'paid_on'
      | 'piece_ref'
      | 'shipping_amount'
      | 'discount_amount'
      | 'settled_at'
      | 'reverses'
      | 'reversed_by'
    >
  >;

export type VatSplit = { ttcCents: number; vatCents: number; htCents: number };

/** TTC → VAT included and HT, in cents; HT is the remainder so that HT + VAT = TTC exactly. */
export function splitVat(amountEuros: number, ratePercent: number): VatSplit {
  const ttcCents = toCents(amountEuros);
  const vatCents = vatIncludedCents(ttcCents, ratePercent);
  return { ttcCents, vatCents, htCents: ttcCents - vatCents };
}

/**
 * 1, or −1 for a reversal (contre-passation): it copies the entry it cancels (kind, category,
 * amount) and counts the other way everywhere (balance, totals, FEC).
 */
export const direction = (entry: Pick<LedgerLine, 'reverses'>): 1 | -1 =>
  entry.reverses === undefined ? 1 : -1;

/**
 * Money in (+) or out (−) of the shop, in cents TTC. A refund is written as an expense of
 * category `refunds`: it lowers the balance like any outflow.
 */
export const signedCents = (entry: Pick<LedgerLine, 'kind' | 'amount' | 'reverses'>): number =>
  direction(entry) * (entry.kind === 'revenue' ? toCents(entry.amount) : -toCents(entry.amount));

/** Calendar day in Paris of an instant (the books follow French dates). */
export const parisDayOf = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));

/** Sales side of the books (customers, VAT collected): revenue, and refunds to customers. */
export const isSalesSide = (entry: Pick<LedgerLine, 'kind' | 'category'>): boolean =>
  entry.kind === 'revenue' || entry.category === 'refunds' || entry.category === 'sales';

/** By day, then by the moment it was written, then by id: a stable chronological order. */
export function sortChronologically<T extends LedgerLine>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.created_at.localeCompare(b.created_at) ||
      (a.entry_id < b.entry_id ? -1 : a.entry_id > b.entry_id ? 1 : 0),
  );
}

/** Entries in chronological order, each with the balance after it (cents). */
export function withRunningBalance<T extends LedgerLine>(
  entries: readonly T[],
  openingCents = 0,
): { entry: T; balanceCents: number }[] {
  let balance = openingCents;
  return sortChronologically(entries).map((entry) => {
    balance += signedCents(entry);
    return { entry, balanceCents: balance };
  });
}

/** VAT rate of everything the shop sells (scooters, parts, accessories), in percent. */
export const SALES_VAT_RATE = 20;
