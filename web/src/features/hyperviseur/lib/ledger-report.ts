// Grand livre over a period: the filtered entries with their running balance and the totals
// (revenue net of refunds, expenses, net, VAT split), from the shared ledger helpers.
import { withRunningBalance } from '@fohzshop/shared/ledger/entries';
import { summarizeLedger, type LedgerTotals } from '@fohzshop/shared/ledger/totals';
import type { LedgerCategory, LedgerEntry, LedgerKind } from '@fohzshop/shared/schemas/ledger';
import { matchesWords } from './table-filters';

export type LedgerFilters = {
  /** Inclusive 'YYYY-MM-DD' bounds, '' for none. */
  from: string;
  to: string;
  kind: LedgerKind | '';
  category: LedgerCategory | '';
  query: string;
};

export type LedgerReport = {
  entries: LedgerEntry[];
  rows: { entry: LedgerEntry; balanceCents: number }[];
  totals: LedgerTotals;
};

export function filterLedger(
  entries: readonly LedgerEntry[],
  filters: LedgerFilters,
): LedgerEntry[] {
  return entries.filter(
    (entry) =>
      (!filters.from || entry.date >= filters.from) &&
      (!filters.to || entry.date <= filters.to) &&
      (!filters.kind || entry.kind === filters.kind) &&
      (!filters.category || entry.category === filters.category) &&
      matchesWords(filters.query, [entry.label, entry.supplier, entry.order_id]),
  );
}

export function ledgerReport(
  entries: readonly LedgerEntry[],
  filters: LedgerFilters,
): LedgerReport {
  const kept = filterLedger(entries, filters);
  return { entries: kept, rows: withRunningBalance(kept), totals: summarizeLedger(kept) };
}

/** First and last day of the month of `day` ('YYYY-MM-DD'). */
export function monthBounds(day: string): { from: string; to: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}
