// Payment in 2, 3 or 4 instalments without fees, for totals from 50 € to 5 000 €.
// The schedule sums exactly to the total: the remainder cents go on the first payment.
import {
  INSTALMENT_COUNTS,
  INSTALMENT_MAX_CENTS,
  INSTALMENT_MIN_CENTS,
  type InstalmentCount,
} from './constants';
import { formatCents } from './money';

export type InstalmentPayment = { date: string; amountCents: number };
export type InstalmentPlan = { eligible: boolean; reason?: string; payments: InstalmentPayment[] };

export const isInstalmentCount = (value: unknown): value is InstalmentCount =>
  INSTALMENT_COUNTS.includes(value as InstalmentCount);

/** French reason why a total cannot be paid in instalments, or null when it can. */
export function instalmentIneligibility(totalCents: number): string | null {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) return 'Montant invalide.';
  if (totalCents < INSTALMENT_MIN_CENTS) {
    return `Le paiement en plusieurs fois est disponible à partir de ${formatCents(INSTALMENT_MIN_CENTS)} d'achat.`;
  }
  if (totalCents > INSTALMENT_MAX_CENTS) {
    return `Le paiement en plusieurs fois est disponible jusqu'à ${formatCents(INSTALMENT_MAX_CENTS)} d'achat.`;
  }
  return null;
}

/** 'YYYY-MM-DD' (UTC) of `start` plus `months`, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsIsoDay(start: Date, months: number): string {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
  return date.toISOString().slice(0, 10);
}

/** Split a total into `count` monthly payments, the first one on `startDate`. */
export function instalmentPlan(
  totalCents: number,
  count: number,
  startDate: Date | string,
): InstalmentPlan {
  if (!isInstalmentCount(count)) {
    return { eligible: false, reason: 'Le paiement est possible en 2, 3 ou 4 fois.', payments: [] };
  }
  const reason = instalmentIneligibility(totalCents);
  if (reason) return { eligible: false, reason, payments: [] };
  const start = typeof startDate === 'string' ? new Date(startDate) : startDate;
  if (Number.isNaN(start.getTime()))
    return { eligible: false, reason: 'Date invalide.', payments: [] };
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  const payments = Array.from({ length: count }, (_, i) => ({
    date: addMonthsIsoDay(start, i),
    amountCents: i === 0 ? base + remainder : base,
  }));
  return { eligible: true, payments };
}

/** Eligible counts for a total (all or none: the rule depends on the total only). */
export function availableInstalmentCounts(totalCents: number): InstalmentCount[] {
  return instalmentIneligibility(totalCents) ? [] : [...INSTALMENT_COUNTS];
}
