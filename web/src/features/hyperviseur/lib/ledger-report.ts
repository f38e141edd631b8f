// Grand livre over a period: the filtered entries with their running balance carried from
// before the period (opening balance), the totals (revenue net of refunds, expenses, net, VAT
// split), and the exports, from the shared ledger helpers.
import { buildLedgerCsv, ledgerCsvFileName } from '@fohzshop/shared/ledger/csv';
import { signedCents, withRunningBalance } from '@fohzshop/shared/ledger/entries';
import { fecExport } from '@fohzshop/shared/ledger/fec';
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
  /** Balance of the matching entries dated before the period (0 without a start). */
  openingCents: number;
  /** openingCents plus the period: the balance after its last entry. */
  closingCents: number;
};

/** Type, category and text: the filters that are not the period. */
const matchesOthers = (entry: LedgerEntry, filters: LedgerFilters): boolean =>
  (!filters.kind || entry.kind === filters.kind) &&
  (!filters.category || entry.category === filters.category) &&
  matchesWords(filters.query, [entry.label, entry.supplier, entry.order_id, entry.piece_ref]);

export function filterLedger(
  entries: readonly LedgerEntry[],
  filters: LedgerFilters,
): LedgerEntry[] {
  return entries.filter(
    (entry) =>
      (!filters.from || entry.date >= filters.from) &&
      (!filters.to || entry.date <= filters.to) &&
      matchesOthers(entry, filters),
  );
}

/**
 * The period's report. The opening balance sums the entries before the period that the other
 * filters keep, so that the balance column always reads « before + what is listed ».
 */
export function ledgerReport(
  entries: readonly LedgerEntry[],
  filters: LedgerFilters,
): LedgerReport {
  const kept = filterLedger(entries, filters);
  const openingCents = filters.from
    ? entries
        .filter((entry) => entry.date < filters.from && matchesOthers(entry, filters))
        .reduce((sum, entry) => sum + signedCents(entry), 0)
    : 0;
  const rows = withRunningBalance(kept, openingCents);
  return {
    entries: kept,
    rows,
    totals: summarizeLedger(kept),
    openingCents,
    closingCents: rows.at(-1)?.balanceCents ?? openingCents,
  };
}

/** The period of the exports: the chosen bounds, else the first entry and today. */
export function exportPeriod(report: LedgerReport, filters: LedgerFilters, today: string) {
  return { from: filters.from || report.rows[0]?.entry.date || today, to: filters.to || today };
}

/** The CSV of what the screen lists, with its opening balance on the first row. */
export function ledgerCsv(report: LedgerReport, filters: LedgerFilters, today: string) {
  const { from, to } = exportPeriod(report, filters, today);
  return {
    fileName: ledgerCsvFileName(from, to),
    text: buildLedgerCsv(report.entries, report.openingCents, from),
  };
}

/**
 * The FEC of the screen's period (whole days; without bounds, from the first entry of the books
 * to today): every entry of the books, since the FEC is the whole of them — the type, category
 * and text filters never apply. Or the French reason it cannot be produced.
 */
export function ledgerFec(
  all: readonly LedgerEntry[],
  filters: Pick<LedgerFilters, 'from' | 'to'>,
  today: string,
  siren: string | undefined,
) {
  const first = all.reduce((min, entry) => (entry.date < min ? entry.date : min), today);
  return fecExport(all, { from: filters.from || first, to: filters.to || today }, siren);
}

/** First and last day of the month of `day` ('YYYY-MM-DD'). */
export function monthBounds(day: string): { from: string; to: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}
