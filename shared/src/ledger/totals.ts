// Totals of a set of grand livre entries (a period, a filter): revenue net of refunds, expenses,
// net result and VAT, all in integer cents.
import { direction, isSalesSide, splitVat, type LedgerLine } from './entries';

export type LedgerTotals = {
  /** Revenue TTC minus refunds TTC. */
  revenueCents: number;
  /** Refunds TTC (already deducted from revenueCents). */
  refundsCents: number;
  /** Expenses TTC, refunds excluded. */
  expensesCents: number;
  /** revenue − expenses, TTC. */
  netCents: number;
  revenueHtCents: number;
  expensesHtCents: number;
  /** VAT collected on sales minus VAT given back on refunds. */
  vatCollectedCents: number;
  /** VAT paid on expenses (deductible). */
  vatDeductibleCents: number;
  /** collected − deductible: what is owed to the State (negative: a credit). */
  vatDueCents: number;
};

export function summarizeLedger(entries: readonly LedgerLine[]): LedgerTotals {
  const totals: LedgerTotals = {
    revenueCents: 0,
    refundsCents: 0,
    expensesCents: 0,
    netCents: 0,
    revenueHtCents: 0,
    expensesHtCents: 0,
    vatCollectedCents: 0,
    vatDeductibleCents: 0,
    vatDueCents: 0,
  };
  for (const entry of entries) {
    const { ttcCents, vatCents, htCents } = splitVat(entry.amount, entry.vat_rate);
    const inflow = entry.kind === 'revenue';
    // A reversal takes its original back out of the same totals.
    const d = direction(entry);
    if (isSalesSide(entry)) {
      const sign = (inflow ? 1 : -1) * d;
      totals.revenueCents += sign * ttcCents;
      totals.revenueHtCents += sign * htCents;
      totals.vatCollectedCents += sign * vatCents;
      if (!inflow) totals.refundsCents += d * ttcCents;
    } else {
      totals.expensesCents += d * ttcCents;
      totals.expensesHtCents += d * htCents;
      totals.vatDeductibleCents += d * vatCents;
    }
  }
  totals.netCents = totals.revenueCents - totals.expensesCents;
  totals.vatDueCents = totals.vatCollectedCents - totals.vatDeductibleCents;
  return totals;
}
